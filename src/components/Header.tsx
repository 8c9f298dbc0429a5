import { useSelector } from "@xstate/react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { useActors } from "../app/actors-context";
import { Button } from "./Button";
import { ColorModeSwitch } from "./ColorModeSwitch";
import { UserMenu } from "./UserMenu";

export function Header() {
  const { session } = useActors();
  const signedIn = useSelector(session, (s) => s.matches("signedIn"));

  return (
    <Bar>
      <Brand href="/">
        <FormattedMessage id="app.name" />
      </Brand>
      <Tools aria-label="account">
        <ColorModeSwitch />
        {signedIn ? (
          <UserMenu />
        ) : (
          <Link href="/?action=login" asChild>
            <Button as="a">
              <FormattedMessage id="nav.login" />
            </Button>
          </Link>
        )}
      </Tools>
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding-block: 0.75rem;
  padding-inline: clamp(1rem, 4vw, 2.5rem);
  background: ${({ theme }) => theme.color.surface};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Tools = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Brand = styled(Link)`
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
  color: ${({ theme }) => theme.color.primary};
`;
