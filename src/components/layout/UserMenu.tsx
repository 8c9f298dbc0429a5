import { useSelector } from "@xstate/react";
import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Link } from "wouter";
import { useActors } from "../../lib/actors-context";
import { imageUrl } from "../../lib/image-url";
import { useAllowedLinks } from "../../lib/use-allowed-links";
import { ConfirmDialog } from "../ConfirmDialog";

/** The menu's pages; each shows only to whom its route admits (machines/route-access.ts). */
const LINKS = [
  { href: "/profile", labelId: "nav.profile" },
  { href: "/support", labelId: "support.title" },
  { href: "/admin", labelId: "admin.title" },
] as const;

/**
 * The signed-in user's menu: settings, their pages (an administrator's include the admin
 * area) and log-out, which asks for confirmation.
 */
export function UserMenu({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { session } = useActors();
  const firstName = useSelector(session, (s) => s.context.user?.first_name ?? "");
  const avatar = useSelector(session, (s) => s.context.user?.image ?? null);
  const confirming = useSelector(session, (s) =>
    s.matches({ signedIn: { user: { loaded: "confirmingLogout" } } }),
  );
  const [open, setOpen] = useState(false);
  const intl = useIntl();
  const menuId = useId();
  const isAdmin = useSelector(session, (s) => s.context.user?.role === "admin");
  // Administrators answer at /admin/chat; the person's support page is not theirs.
  const links = useAllowedLinks(LINKS).filter((link) => !(isAdmin && link.href === "/support"));

  return (
    <Wrapper>
      <MenuButton
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: "nav.account" }, { name: firstName })}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The person's own picture, once they have one; the name says who it is. */}
        {avatar && <Avatar src={imageUrl(avatar)} alt="" width={28} height={28} />}
        <FirstName $besidePicture={Boolean(avatar)}>{firstName}</FirstName>
      </MenuButton>
      {open && (
        <Menu id={menuId}>
          <li>
            <MenuItemButton
              type="button"
              onClick={() => {
                setOpen(false);
                onOpenSettings();
              }}
            >
              <FormattedMessage id="settings.title" />
            </MenuItemButton>
          </li>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} onClick={() => setOpen(false)}>
                <FormattedMessage id={link.labelId} />
              </Link>
            </li>
          ))}
          <li>
            <MenuItemButton
              type="button"
              onClick={() => {
                setOpen(false);
                session.send({ type: "session.logout" });
              }}
            >
              <FormattedMessage id="nav.logout" />
            </MenuItemButton>
          </li>
        </Menu>
      )}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={<FormattedMessage id="logout.title" />}
        message={<FormattedMessage id="logout.message" />}
        okLabel={<FormattedMessage id="logout.ok" />}
        cancelLabel={<FormattedMessage id="logout.cancel" />}
        onConfirm={() => session.send({ type: "session.logoutConfirm" })}
        onCancel={() => session.send({ type: "session.logoutCancel" })}
      />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 44px;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

// A long name is cut short so the header keeps to the screen's width; on a phone the picture
// alone stands for the person when there is one. The button's accessible name says the name
// whole either way.
const FirstName = styled.bdi<{ $besidePicture: boolean }>`
  max-inline-size: 12ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media (max-width: 26rem) {
    max-inline-size: 6ch;
    ${({ $besidePicture }) => ($besidePicture ? "display: none;" : "")}
  }
`;

const Avatar = styled.img`
  inline-size: 28px;
  block-size: 28px;
  margin-inline-start: -0.5rem;
  border-radius: 50%;
  object-fit: cover;
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  inset-block-start: calc(100% + 0.35rem);
  min-inline-size: 12rem;
  margin: 0;
  padding: 0.35rem;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 10;
  a, button {
    display: block;
    inline-size: 100%;
    padding: 0.6rem 0.75rem;
    border-radius: 6px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    text-align: start;
  }
  a:hover, button:hover { background: ${({ theme }) => theme.color.background}; }
`;

const MenuItemButton = styled.button`
  border: none;
  background: none;
  cursor: pointer;
`;
