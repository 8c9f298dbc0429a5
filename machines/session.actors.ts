import { fromPromise } from "xstate";
import type { Profile, TokenPair } from "../sdk";
import { getProfileInfo, login, refreshTokens } from "../sdk";
import type { Client } from "../sdk/client";
import { unwrap } from "./request-failure";
import type { Credentials } from "./session.machine";

/**
 * The session machine's effects over the generated SDK. The client carries the fetch adapter
 * that adds the access token, so these calls only say what to ask for.
 */
export function createSessionActors(client: Client) {
  return {
    signIn: fromPromise<TokenPair, Credentials>(async ({ input, signal }) =>
      unwrap(await login({ client, query: input, signal })),
    ),
    loadUser: fromPromise<Profile, void>(async ({ signal }) =>
      unwrap(await getProfileInfo({ client, signal })),
    ),
    refreshTokens: fromPromise<TokenPair, { refresh: string }>(async ({ input, signal }) =>
      unwrap(await refreshTokens({ client, body: input, signal })),
    ),
  };
}
