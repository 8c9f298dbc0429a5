import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";

/**
 * SPEC.md section 2: the generic error page shows the status code (500 unless told),
 * "Page Not Found" for 404 and "Internal Server Error" for anything else; 403 has its own
 * wording, since telling someone they lack access is not a server error.
 */
export function ErrorPage({ status = 500 }: { status?: number }) {
  const titleId =
    status === 404
      ? "errorPage.notFound"
      : status === 403
        ? "errorPage.forbidden"
        : "errorPage.internal";
  return (
    <Box>
      <Status aria-hidden="true">{status}</Status>
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      {status === 403 && (
        <p>
          <FormattedMessage id="errorPage.forbiddenText" />
        </p>
      )}
      <Link href="/">
        <FormattedMessage id="notFound.home" />
      </Link>
    </Box>
  );
}

const Box = styled.section`
  padding-block: 2rem;
`;

const Status = styled.p`
  margin: 0;
  font-size: 4rem;
  font-weight: 800;
  color: ${({ theme }) => theme.color.primary};
`;
