import { fromPromise } from "xstate";
import type { SocialCallback, SocialProvider, SocialSignIn, SocialStart } from "../sdk";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";

/**
 * The social sign-in machines' effects over the generated SDK. Both show their failures
 * themselves (the dialog under its buttons, the callback page as its message), so their
 * requests are marked for inline errors: no toast as well.
 */
export function createSocialSignInActors(api: () => Promise<Api>) {
  return {
    listProviders: fromPromise<SocialProvider[]>(async ({ signal }) => {
      const { sdk, client } = await api();
      return unwrap(await sdk.listSocialProviders({ client, signal }));
    }),
    start: fromPromise<string, SocialStart>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      const redirect = unwrap(
        await sdk.startSocialSignIn({ client, body: input, signal, headers: inlineErrors }),
      );
      return redirect.authorization_url;
    }),
  };
}

export function createSocialCallbackActors(api: () => Promise<Api>) {
  return {
    complete: fromPromise<SocialSignIn, SocialCallback>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.completeSocialSignIn({ client, body: input, signal, headers: inlineErrors }),
      );
    }),
  };
}
