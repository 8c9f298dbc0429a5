import { useSelector } from "@xstate/react";
import { decideAccess } from "../../machines/route-access";
import { useActors } from "./actors-context";
import { accessOf } from "./routes";

// The same links in the same order: the menu need not render again.
const sameLinks = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((link, i) => link === b[i]);

/**
 * The links of a menu the signed-in person may follow: those whose route the guard would
 * open for them now (machines/route-access.ts decides both), in the menu's order.
 */
export function useAllowedLinks<T extends { href: string }>(links: readonly T[]): T[] {
  const { session } = useActors();
  return useSelector(
    session,
    (s) => links.filter((link) => decideAccess(accessOf(link.href), s) === "allow"),
    sameLinks,
  );
}
