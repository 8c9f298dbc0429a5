import { FormattedMessage } from "react-intl";
import styled, { css } from "styled-components";
import type { FailureCode } from "../../../machines/request-failure";
import { textFieldStyle } from "../../components/text-field-style";

/** The editor's fields and their codes: one look for every text, select and date field. */

const fieldLook = css`
  ${textFieldStyle}
  /* A date field's own width would push it out of a narrow grid column. */
  min-inline-size: 0;
  padding-block: 0.5rem;
`;

export const TextInput = styled.input`
  ${fieldLook}
`;

export const TextArea = styled.textarea`
  ${fieldLook}
  resize: vertical;
`;

export const SelectInput = styled.select`
  ${fieldLook}
`;

/** A label above its field and the field's code below it. */
export const Field = styled.div`
  display: grid;
  gap: 0.3rem;
  label { font-weight: 600; }
`;

export const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h2 { margin: 0; font-size: 1.15rem; }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** A field's code as its translated sentence; `id` is what the field's aria-describedby names. */
export function FieldError({ id, code }: { id: string; code: FailureCode | undefined }) {
  if (!code) return null;
  return (
    <ErrorLine id={id} role="alert">
      <FormattedMessage
        id={code === "network_error" ? "request.network_error" : `errors.${code}`}
      />
    </ErrorLine>
  );
}

/** The props that tie a field to its code. */
export function describedBy(id: string, code: FailureCode | undefined) {
  return code ? { "aria-invalid": true, "aria-describedby": id } : { "aria-invalid": false };
}

const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
  font-size: 0.9rem;
`;
