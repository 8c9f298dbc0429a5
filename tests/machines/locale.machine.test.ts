import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { type LocaleEvent, localeMachine, type Messages } from "../../machines/locale.machine";
import type { Lang } from "../../sdk";
import * as coverage from "./state-coverage";

function start(locale: Lang, load: (locale: Lang) => Promise<Messages>) {
  const stored: Lang[] = [];
  const reported: Lang[] = [];
  const actor = createActor(
    localeMachine.provide({
      actors: { loadMessages: fromPromise(({ input }) => load(input.locale)) },
      actions: {
        storeLocale: (_, { locale }) => stored.push(locale),
        reportChoice: (_, { locale }) => reported.push(locale),
      },
    }),
    { input: { locale } },
  );
  actor.start();
  return { actor, stored, reported };
}

describe("locale machine", () => {
  it("stores the language it starts with and shows it once its messages are loaded", async () => {
    const { actor, stored } = start("uz", async (locale) => ({ greeting: `salom ${locale}` }));
    expect(stored).toEqual(["uz"]);
    expect(actor.getSnapshot().context.shown).toBeNull();
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context).toMatchObject({
      locale: "uz",
      shown: "uz",
      messages: { greeting: "salom uz" },
    });
  });

  it("keeps the old messages on screen while the new language loads", async () => {
    let finish: (messages: Messages) => void = () => {};
    const load = vi.fn(async (locale: Lang) =>
      locale === "ru" ? { greeting: "привет" } : new Promise<Messages>((r) => (finish = r)),
    );
    const { actor, stored } = start("ru", load);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "locale.set", locale: "fa" });
    expect(actor.getSnapshot().context).toMatchObject({
      locale: "fa",
      shown: "ru",
      messages: { greeting: "привет" },
    });
    finish({ greeting: "سلام" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.shown).toBe("fa");
    expect(stored).toEqual(["ru", "fa"]);
  });

  it("reports a picked language for the profile, never the one it starts with", async () => {
    const { actor, reported } = start("fa", async () => ({}));
    await waitFor(actor, (s) => s.matches("ready"));
    expect(reported).toEqual([]);
    actor.send({ type: "locale.set", locale: "en" });
    actor.send({ type: "locale.set", locale: "en" });
    expect(reported).toEqual(["en"]);
  });

  it("ignores a switch to the language already in use", async () => {
    const load = vi.fn(async () => ({}));
    const { actor, stored } = start("en", load);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "locale.set", locale: "en" });
    expect(load).toHaveBeenCalledOnce();
    expect(stored).toEqual(["en"]);
  });

  it("fails when the messages cannot load, and retries on request", async () => {
    let attempts = 0;
    const { actor } = start("ru", async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return { ok: "да" };
    });
    await waitFor(actor, (s) => s.matches("failed"));
    actor.send({ type: "locale.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.messages).toEqual({ ok: "да" });
  });

  it("every state is reached by a shortest path and checked", () => {
    const events = [
      { type: "xstate.done.actor.loadMessages", output: { hello: "salom" } },
      { type: "xstate.error.actor.loadMessages", error: new Error("offline") },
      { type: "locale.retry" },
      { type: "locale.set", locale: "fa" },
    ] as LocaleEvent[];
    const input = { locale: "uz" as const };
    const expectations: coverage.StateChecks<typeof localeMachine> = {
      "locale.loading": (s) => expect(s.children.loadMessages).toBeDefined(),
      "locale.ready": (s) => expect(s.context.shown).toBe(s.context.locale),
      "locale.failed": (s) => expect(s.can({ type: "locale.retry" })).toBe(true),
    };
    const paths = getShortestPaths(localeMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const ids = coverage.allStateIds(localeMachine);
    expect(coverage.checkEnteredStates(localeMachine, input, paths, expectations)).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
