import { fromPromise } from "xstate";
import type { Profile, ProfileUpdate, TokenPair } from "../sdk";
import { getProfileInfo, login, refreshTokens, updateProfile } from "../sdk";
import type { Client } from "../sdk/client";
import { inlineErrors, unwrap } from "./request-failure";
import type { Credentials } from "./session.machine";

/**
 * The session machine's effects over the generated SDK. The client carries the fetch adapter
 * that adds the access token, so these calls only say what to ask for.
 */
export function createSessionActors(client: Client) {
  return {
    signIn: fromPromise<TokenPair, Credentials>(async ({ input, signal }) =>
      unwrap(await login({ client, query: input, signal, headers: inlineErrors })),
    ),
    loadUser: fromPromise<Profile, void>(async ({ signal }) =>
      unwrap(await getProfileInfo({ client, signal })),
    ),
    updateProfile: fromPromise<Profile, ProfileUpdate>(async ({ input, signal }) =>
      unwrap(await updateProfile({ client, body: input, signal, headers: inlineErrors })),
    ),
    refreshTokens: fromPromise<TokenPair, { refresh: string }>(async ({ input, signal }) =>
      unwrap(await refreshTokens({ client, body: input, signal })),
    ),
  };
}
