import type { ReactNode } from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../../components/form-controls";

interface PictureInputProps {
  label: ReactNode;
  describedBy?: string;
  disabled?: boolean;
  onChoose: (file: File) => void;
}

/**
 * A file input that looks like a button: the native input stays (keyboard, screen readers,
 * the phone's camera and gallery), unseen, and its label is what people press.
 */
export function PictureInput({ label, describedBy, disabled, onChoose }: PictureInputProps) {
  return (
    <Label $disabled={disabled}>
      <VisuallyHidden
        as="input"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again is a new choice.
          event.target.value = "";
          if (file) onChoose(file);
        }}
      />
      {label}
    </Label>
  );
}

const Label = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: ${({ $disabled }) => ($disabled ? "progress" : "pointer")};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:focus-within { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  &:hover { background: ${({ theme }) => theme.color.background}; }
`;
