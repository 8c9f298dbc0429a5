import { useSelector } from "@xstate/react";
import { decideAccess } from "../../machines/route-access";
import { useActors } from "./actors-context";
import { accessOf } from "./routes";

/**
 * The links of a menu the signed-in person may follow: those whose route the guard would
 * open for them now (machines/route-access.ts decides both), in the menu's order.
 */
export function useAllowedLinks<T extends { href: string }>(links: readonly T[]): T[] {
  const { session } = useActors();
  const allowed = useSelector(session, (s) =>
    links
      .filter((link) => decideAccess(accessOf(link.href), s) === "allow")
      .map((link) => link.href)
      .join(" "),
  );
  const hrefs = new Set(allowed.split(" "));
  return links.filter((link) => hrefs.has(link.href));
}
