import type { Lang, MessageOverrides } from "../sdk";
import type { Api } from "./load-sdk";
import type { Messages } from "./locale.machine";

/**
 * The messages administrators changed in `lang` (/translations), fetched alongside the bundled
 * ones. Never a reason not to start: without an answer the app shows its bundled messages.
 * In every visitor's first download: keep it this small.
 */
export function loadMessageOverrides(api: () => Promise<Api>, lang: Lang) {
  return api()
    .then(({ sdk, client }) => sdk.getMessageOverrides({ client, path: { lang } }))
    .then(
      (answer): MessageOverrides => answer.data ?? {},
      () => ({}),
    );
}

/**
 * The bundled messages with the overrides over them. The server parses each override with the
 * parser the build parses the bundled messages with, so both are `MessageFormatElement[]`
 * (the contract can only call them objects); un-bundled (the unit tests) the bundled ones are
 * strings, and react-intl takes either, message by message.
 */
export function withOverrides(messages: Messages, overrides: MessageOverrides): Messages {
  return { ...messages, ...overrides } as unknown as Messages;
}
