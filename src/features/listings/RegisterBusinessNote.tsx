import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";

/**
 * What an individual sees on a business account's page (their own listings): who it is for
 * and the way to become one, instead of a bare "access denied".
 */
export function RegisterBusinessNote() {
  return (
    <Box>
      <h1>
        <FormattedMessage id="listings.needsBusiness.title" />
      </h1>
      <p>
        <FormattedMessage id="listings.needsBusiness.text" />
      </p>
      <RegisterLink href="/register-business">
        <FormattedMessage id="listings.needsBusiness.link" />
      </RegisterLink>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  h1, p { margin: 0; }
`;

const RegisterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;
