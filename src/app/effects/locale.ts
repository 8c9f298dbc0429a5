import { fromPromise } from "xstate";
import { appChildren } from "../../../machines/app.machine";
import type { Api } from "../../../machines/load-sdk";
import type { LoadingBarEvent } from "../../../machines/loading-bar.machine";
import { loadMessageOverrides, withOverrides } from "../../../machines/message-overrides";
import type { Lang } from "../../../sdk";
import { loadMessages } from "../../lib/i18n/load-messages";
import { STORAGE_KEYS } from "../../lib/storage-keys";
import { isChunkLoadFailure } from "./build-update";
import { withKnownGroups } from "./message-groups";

interface LocaleEffects {
  storage: Storage;
  /** The loading bar's events: a language's messages are a chunk the page waits for. */
  reportLoading: (event: LoadingBarEvent) => void;
  /** A chunk that failed to load: a new build replaced it. */
  chunkFailed: () => void;
  /** The SDK, for the messages administrators changed (/translations). */
  api: () => Promise<Api>;
}

export function localeLogic({ storage, reportLoading, chunkFailed, api }: LocaleEffects) {
  return appChildren.locale.provide({
    actors: {
      loadMessages: fromPromise(async ({ input }: { input: { locale: Lang } }) => {
        reportLoading({ type: "loading.start" });
        try {
          // The overrides come alongside the bundled messages (both are preloaded), not after.
          const [messages, overrides] = await Promise.all([
            loadMessages(input.locale),
            loadMessageOverrides(api, input.locale),
          ]);
          reportLoading({ type: "loading.finish" });
          return withKnownGroups(input.locale, withOverrides(messages, overrides));
        } catch (error) {
          reportLoading({ type: "loading.fail" });
          if (isChunkLoadFailure(error)) chunkFailed();
          throw error;
        }
      }),
    },
    actions: {
      storeLocale: (_, { locale }) => storage.setItem(STORAGE_KEYS.locale, locale),
    },
  });
}
