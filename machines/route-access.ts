import type { SnapshotFrom } from "xstate";
import type { Role } from "../sdk";
import type { sessionMachine } from "./session.machine";

/**
 * Who may open a page (SPEC.md section 6 and the routes of section 2): everyone, any signed-in
 * person, a business account, or an administrator. One decision for every route and every
 * menu link, so no view compares roles itself.
 */
export type Access = "public" | "user" | "business" | "admin";

/** The roles each signed-in access admits. Administrators run the site, not a shop. */
const ROLES: Record<Exclude<Access, "public">, readonly Role[]> = {
  user: ["user", "business", "admin"],
  business: ["business"],
  admin: ["admin"],
};

export type AccessDecision = "allow" | "wait" | "failed" | "signIn" | "forbidden";

export function decideAccess(
  access: Access,
  session: SnapshotFrom<typeof sessionMachine>,
): AccessDecision {
  if (access === "public") return "allow";
  if (session.matches("signedOut")) return "signIn";
  if (session.matches({ signedIn: { user: "failed" } })) return "failed";
  const user = session.context.user;
  // Tokens are stored but the user is still loading: decide once it is known.
  if (!user) return "wait";
  return ROLES[access].includes(user.role) ? "allow" : "forbidden";
}
