import type { SnapshotFrom } from "xstate";
import type { Role } from "../sdk";
import type { sessionMachine } from "./session.machine";

/**
 * Who may open a page (SPEC.md section 6 and the routes of section 2): everyone, any signed-in
 * person, a business account, or an administrator. One decision for every route and every
 * menu link, so no view compares roles itself.
 */
export type Access = "public" | "user" | "business" | "admin";

/**
 * `registerBusiness`: an individual opened a business page; they are told how to register a
 * business rather than only that they may not.
 */
export type AccessDecision =
  | "allow"
  | "wait"
  | "failed"
  | "signIn"
  | "forbidden"
  | "registerBusiness";

/**
 * What each signed-in access decides for each role; a role not named is refused.
 * Administrators run the site, not a shop.
 */
const DECISIONS: Record<
  Exclude<Access, "public">,
  Partial<Record<Role, "allow" | "registerBusiness">>
> = {
  user: { user: "allow", business: "allow", admin: "allow" },
  business: { business: "allow", user: "registerBusiness" },
  admin: { admin: "allow" },
};

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
  return DECISIONS[access][user.role] ?? "forbidden";
}
