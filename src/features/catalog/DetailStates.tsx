import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { type FailureCode, isMissingItem } from "../../../machines/request-failure";
import { Button } from "../../components/Button";
import { ErrorText } from "../../components/ErrorText";

/** While a detail page's item loads: its shape, so nothing jumps when it arrives. */
export function DetailLoading() {
  return (
    <Skeleton aria-busy="true">
      <p role="status">
        <FormattedMessage id="common.loading" />
      </p>
      <div className="photo" />
      <div className="text" />
    </Skeleton>
  );
}

/**
 * A detail page whose item did not load: "not available" (with the way back to its list) when
 * there is no such item, otherwise what went wrong and a retry.
 */
export function DetailFailed({
  code,
  onRetry,
  listPath,
  listTitleId,
}: {
  code: FailureCode;
  onRetry: () => void;
  listPath: string;
  listTitleId: string;
}) {
  const intl = useIntl();
  if (isMissingItem(code)) {
    return (
      <Box>
        <h1>
          <FormattedMessage id="catalog.missing.title" />
        </h1>
        <p>
          <FormattedMessage id="catalog.missing.text" />
        </p>
        <Link href={listPath}>
          <FormattedMessage
            id="catalog.backTo"
            values={{ list: intl.formatMessage({ id: listTitleId }) }}
          />
        </Link>
      </Box>
    );
  }
  return (
    <Box>
      <h1>
        <FormattedMessage id="catalog.failed" />
      </h1>
      <ErrorText code={code} />
      <div>
        <Button type="button" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      </div>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: 1rem;
  padding-block: 2rem;
  h1, p { margin: 0; }
`;

const Skeleton = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  p { grid-column: 1 / -1; margin: 0; color: ${({ theme }) => theme.color.muted}; }
  .photo, .text {
    min-block-size: 18rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;
