import type { SnapshotFrom } from "xstate";
import type { sessionMachine } from "./session.machine";

/**
 * Who may open a page (SPEC.md section 6 and the routes of section 2): everyone, a signed-in
 * user, or an administrator. One decision for every route, so no view compares roles itself.
 */
export type Access = "public" | "user" | "admin";

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
  if (access === "admin" && user.role !== "admin") return "forbidden";
  return "allow";
}
