import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { type ActorRefFrom, waitFor } from "xstate";
import type { localeMachine, Messages } from "../../../machines/locale.machine";
import type { Lang } from "../../../sdk";

/**
 * The production build gives each lazily loaded module its own messages, in a chunk per
 * language (build/message-groups.mjs); the language's first chunk holds only what the entry
 * uses. A lazy module's wrapper calls `messageGroupReady` before its import() resolves, so it
 * never renders an id without its message.
 *
 * A group joins the catalogue the locale machine holds in place: the messages object only
 * grows, and no component needs to render again, as only components rendered from now on use
 * the new ids. A new language's catalogue is built with every group seen so far
 * (`withKnownGroups`), so a page already open keeps its texts after a change of language.
 */

type CompiledMessages = Record<string, MessageFormatElement[]>;
export type MessageGroupLoaders = Record<Lang, () => Promise<{ default: CompiledMessages }>>;

type LocaleActor = ActorRefFrom<typeof localeMachine>;

const known = new Map<string, MessageGroupLoaders>();
/** The groups each catalogue object holds (a catalogue is the locale machine's `messages`). */
const held = new WeakMap<object, Set<string>>();
let localeActor: LocaleActor | null = null;
let connected: () => void = () => {};
const connection = new Promise<void>((resolve) => {
  connected = resolve;
});

/** startActors hands over the locale actor once the app's actors exist. */
export function connectMessageGroups(actor: LocaleActor): void {
  localeActor = actor;
  connected();
}

/**
 * Every group seen so far, in `locale`, under `catalogue` (the language's own messages and the
 * overrides administrators made, which win): the catalogue the locale machine shows next.
 */
export async function withKnownGroups(locale: Lang, catalogue: Messages): Promise<Messages> {
  const names = [...known.keys()];
  const groups = await Promise.all(names.map((name) => known.get(name)?.[locale]()));
  const merged = Object.assign({}, ...groups.map((group) => group?.default), catalogue);
  held.set(merged, new Set(names));
  return merged;
}

/** Resolves once the group's messages are in the catalogue of the language shown. */
export async function messageGroupReady(name: string, loaders: MessageGroupLoaders) {
  known.set(name, loaders);
  await connection;
  const actor = localeActor;
  if (!actor) return;
  for (;;) {
    // While a language loads, its catalogue may or may not include this group yet.
    const settled = await waitFor(actor, (state) => !state.matches("loading"));
    const { messages, shown } = settled.context;
    // No catalogue (its language failed to load): nothing renders, so nothing to wait for.
    if (!messages || !shown) return;
    if (held.get(messages)?.has(name)) return;
    const { default: group } = await loaders[shown]();
    // Replaced meanwhile by another language's: look again.
    if (actor.getSnapshot().context.messages !== messages) continue;
    const catalogue = messages as Record<string, unknown>;
    // An id already there is an administrator's override of it: it stays.
    for (const [id, message] of Object.entries(group))
      if (!(id in catalogue)) catalogue[id] = message;
    const groups = held.get(messages) ?? new Set<string>();
    groups.add(name);
    held.set(messages, groups);
    return;
  }
}
