import { fromPromise } from "xstate";
import type { Profile, ProfileUpdate, TokenPair } from "../sdk";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";
import type { Credentials } from "./session.machine";

/**
 * The session machine's effects over the generated SDK. The client carries the fetch adapter
 * that adds the access token, so these calls only say what to ask for. `api` resolves the lazy
 * SDK chunk (load-sdk.ts): the first call fetches it, in parallel with rendering.
 */
export function createSessionActors(api: () => Promise<Api>) {
  return {
    signIn: fromPromise<TokenPair, Credentials>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(await sdk.login({ client, query: input, signal, headers: inlineErrors }));
    }),
    loadUser: fromPromise<Profile, void>(async ({ signal }) => {
      const { sdk, client } = await api();
      return unwrap(await sdk.getProfileInfo({ client, signal }));
    }),
    updateProfile: fromPromise<Profile, ProfileUpdate>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.updateProfile({ client, body: input, signal, headers: inlineErrors }),
      );
    }),
    refreshTokens: fromPromise<TokenPair, { refresh: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(await sdk.refreshTokens({ client, body: input, signal }));
    }),
  };
}
