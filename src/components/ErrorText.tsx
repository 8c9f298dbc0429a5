import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { FailureCode } from "../../machines/request-failure";

/** A failure code as the translated sentence the user reads, announced to screen readers. */
export function ErrorText({ code }: { code: FailureCode }) {
  const id = code === "network_error" ? "request.network_error" : `errors.${code}`;
  return (
    <Alert role="alert">
      <FormattedMessage id={id} />
    </Alert>
  );
}

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
