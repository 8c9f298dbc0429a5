import type { Profile, ProfileUpdate, TokenPair } from "../sdk";
import type { FailureCode } from "./request-failure";

export interface Credentials {
  username: string;
  password: string;
}

export interface SessionInput {
  tokens: TokenPair | null;
  /** Choices made earlier in this visit and not yet saved (kept by the app, `keepChoices`). */
  chosen?: ProfileUpdate | null;
}

export interface SessionContext {
  tokens: TokenPair | null;
  user: Profile | null;
  error: FailureCode | null;
  /** The profile changes being saved, and those asked for meanwhile (sent next, merged). */
  update: ProfileUpdate | null;
  queuedUpdate: ProfileUpdate | null;
  /** Where to go once signed in (next-path.ts); absent: /profile. */
  next?: string;
  /** Language and currency the person chose on this visit before the profile was loaded. */
  chosen: ProfileUpdate | null;
  /** The profile as the server just answered it, before it is adopted (state `arrived`). */
  arrived: Profile | null;
}

export type SessionEvent =
  | ({ type: "session.login"; next?: string | null } & Credentials)
  | { type: "session.logout" }
  /** Tokens obtained elsewhere (a verified registration code, a social sign-in) sign in. */
  | { type: "session.adopt"; tokens: TokenPair; next?: string | null }
  /** The profile as another call just answered it (a confirmed email or phone change). */
  | { type: "session.userChanged"; user: Profile }
  /** The account is gone (deleted): signed out without asking or revoking, back to /. */
  | { type: "session.end" }
  | { type: "session.logoutConfirm" }
  | { type: "session.logoutCancel" }
  | { type: "session.update"; changes: ProfileUpdate }
  | { type: "session.choose"; changes: Pick<ProfileUpdate, "lang" | "currency"> }
  | { type: "session.reloadUser" }
  | { type: "session.retryUser" }
  | { type: "session.unauthorized" }
  | { type: "session.rejected" }
  | { type: "socket.tokenExpired" };

/** What the session holds of nobody: the start, and what signing out or expiring leaves. */
export const nobody = {
  tokens: null,
  user: null,
  update: null,
  queuedUpdate: null,
  chosen: null,
  arrived: null,
} satisfies Partial<SessionContext>;
