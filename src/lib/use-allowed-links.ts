import { useSelector } from "@xstate/react";
import { createContext, useContext } from "react";
import { type Access, decideAccess } from "../../machines/route-access";
import { useActors } from "./actors-context";

/**
 * The access rule of the page a link opens. The route table (src/app/routes.tsx) owns it and
 * App provides it here, so shared menus follow the table without importing the app root.
 */
const AccessOfContext = createContext<((href: string) => Access) | null>(null);
export const AccessOfProvider = AccessOfContext.Provider;

// The same links in the same order: the menu need not render again.
const sameLinks = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((link, i) => link === b[i]);

/**
 * The links of a menu the signed-in person may follow: those whose route the guard would
 * open for them now (machines/route-access.ts decides both), in the menu's order.
 */
export function useAllowedLinks<T extends { href: string }>(links: readonly T[]): T[] {
  const { session } = useActors();
  const accessOf = useContext(AccessOfContext);
  if (!accessOf) throw new Error("useAllowedLinks must be used inside <AccessOfProvider>");
  return useSelector(
    session,
    (s) => links.filter((link) => decideAccess(accessOf(link.href), s) === "allow"),
    sameLinks,
  );
}
