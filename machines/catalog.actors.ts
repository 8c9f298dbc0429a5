import { fromPromise } from "xstate";
import type { Feedback, FeedbackCreate, FeedbackUpdate } from "../sdk";
import type { Api } from "./load-sdk";
import { inlineErrors, unwrap } from "./request-failure";

/** What a favourite toggle saves: an offering (product, service, the offering of a sale) or a business. */
export type FavoriteTarget = { offering: string } | { business: string };

/**
 * The favourite and feedback machines' effects over the generated SDK. The feedback form shows
 * a refusal next to itself, so its requests are marked for inline errors (no toast as well);
 * a favourite toggle has no place for text and leaves refusals to the toasts.
 */
export function createFavoriteActors(api: () => Promise<Api>, target: FavoriteTarget) {
  return {
    save: fromPromise<void, { saved: boolean }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      if ("offering" in target) {
        const options = { client, path: { id: target.offering }, signal };
        unwrap(
          await (input.saved
            ? sdk.addFavoriteOffering(options)
            : sdk.removeFavoriteOffering(options)),
        );
      } else {
        const options = { client, path: { id: target.business }, signal };
        unwrap(
          await (input.saved
            ? sdk.addFavoriteBusiness(options)
            : sdk.removeFavoriteBusiness(options)),
        );
      }
    }),
  };
}

export function createFeedbackActors(api: () => Promise<Api>) {
  return {
    create: fromPromise<Feedback, FeedbackCreate>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      return unwrap(
        await sdk.createFeedback({ client, body: input, signal, headers: inlineErrors }),
      );
    }),
    update: fromPromise<Feedback, { id: string; changes: FeedbackUpdate }>(
      async ({ input, signal }) => {
        const { sdk, client } = await api();
        return unwrap(
          await sdk.updateFeedback({
            client,
            path: { id: input.id },
            body: input.changes,
            signal,
            headers: inlineErrors,
          }),
        );
      },
    ),
    remove: fromPromise<void, { id: string }>(async ({ input, signal }) => {
      const { sdk, client } = await api();
      unwrap(
        await sdk.deleteFeedback({ client, path: { id: input.id }, signal, headers: inlineErrors }),
      );
    }),
  };
}
