import styled from "styled-components";

type Tone = "primary" | "danger" | "plain";

export const Button = styled.button<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-block-size: 44px;
  padding-block: 0.5rem;
  padding-inline: 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  cursor: pointer;
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme, $tone = "primary" }) =>
    $tone === "primary"
      ? theme.color.primary
      : $tone === "danger"
        ? theme.color.danger
        : theme.color.surface};
  color: ${({ theme, $tone = "primary" }) =>
    $tone === "primary"
      ? theme.color.onPrimary
      : $tone === "danger"
        ? theme.color.onDanger
        : theme.color.text};
  border-color: ${({ theme, $tone = "primary" }) => ($tone === "plain" ? theme.color.border : "transparent")};
  &:hover:not(:disabled) {
    background: ${({ theme, $tone = "primary" }) =>
      $tone === "primary"
        ? theme.color.primaryHover
        : $tone === "danger"
          ? theme.color.dangerHover
          : theme.color.background};
  }
  &:disabled { opacity: 0.6; cursor: progress; }
`;
