import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { FailureCode } from "../../../machines/request-failure";
import { Button } from "../Button";
import { ErrorText } from "../ErrorText";

/** A part of the page that could not load: why, in words, and a way to try again. */
export function LoadFailed({ code, onRetry }: { code: FailureCode; onRetry: () => void }) {
  return (
    <Box>
      <ErrorText code={code} />
      <Button type="button" $tone="plain" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;
