import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  type CurrencyEvent,
  currencyMachine,
  selectedCurrency,
} from "../../machines/currency.machine";
import type { Currency, Lang } from "../../sdk";
import * as coverage from "./state-coverage";

const names: Record<Lang, string> = {
  en: "US dollar",
  ru: "Доллар США",
  uz: "AQSH dollari",
  fa: "دلار آمریکا",
};
const listIn = (lang: Lang): Currency[] => [
  { id: 1, code: "UZS", name: `UZS ${lang}`, rate: 12650 },
  { id: 3, code: "USD", name: names[lang], rate: 1 },
];

function start(code: string, load: (lang: Lang) => Promise<Currency[]>) {
  const stored: string[] = [];
  const loads: Lang[] = [];
  const reported: number[] = [];
  const actor = createActor(
    currencyMachine.provide({
      actors: {
        loadCurrencies: fromPromise(({ input }) => {
          loads.push(input.lang);
          return load(input.lang);
        }),
      },
      actions: {
        storeCurrency: (_, { code: chosen }) => stored.push(chosen),
        reportChoice: (_, { id }) => reported.push(id),
      },
    }),
    { input: { code, lang: "ru" } },
  );
  actor.start();
  return { actor, stored, loads, reported };
}

describe("currency machine", () => {
  it("loads the list in the interface language and knows the chosen currency's row", async () => {
    const { actor } = start("USD", async (lang) => listIn(lang));
    await waitFor(actor, (s) => s.matches("ready"));
    expect(selectedCurrency(actor.getSnapshot().context)?.name).toBe("Доллар США");
  });

  it("stores a new choice once and ignores choosing the same currency again", async () => {
    const { actor, stored } = start("USD", async (lang) => listIn(lang));
    actor.send({ type: "currency.set", code: "UZS" });
    actor.send({ type: "currency.set", code: "UZS" });
    expect(stored).toEqual(["UZS"]);
    expect(actor.getSnapshot().context.code).toBe("UZS");
  });

  it("reports a picked currency's id for the profile, never the one it starts with", async () => {
    const { actor, reported } = start("USD", async (lang) => listIn(lang));
    await waitFor(actor, (s) => s.matches("ready"));
    expect(reported).toEqual([]);
    actor.send({ type: "currency.set", code: "UZS" });
    actor.send({ type: "currency.set", code: "UZS" });
    expect(reported).toEqual([1]);
  });

  it("loads the names again when the language changes, and only then", async () => {
    const { actor, loads } = start("USD", async (lang) => listIn(lang));
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "currency.lang", lang: "ru" });
    actor.send({ type: "currency.lang", lang: "uz" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(loads).toEqual(["ru", "uz"]);
    expect(selectedCurrency(actor.getSnapshot().context)?.name).toBe("AQSH dollari");
  });

  it("fails when the list cannot load and retries on request, keeping the choice", async () => {
    let attempts = 0;
    const { actor } = start("UZS", async (lang) => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return listIn(lang);
    });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.code).toBe("UZS");
    actor.send({ type: "currency.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.currencies).toHaveLength(2);
  });

  it("every state is reached by a shortest path and checked", () => {
    const events = [
      { type: "xstate.done.actor.loadCurrencies", output: listIn("ru") },
      { type: "xstate.error.actor.loadCurrencies", error: new Error("offline") },
      { type: "currency.retry" },
      { type: "currency.lang", lang: "fa" },
      { type: "currency.set", code: "UZS" },
    ] as CurrencyEvent[];
    const input = { code: "USD", lang: "ru" as const };
    const expectations: coverage.StateChecks<typeof currencyMachine> = {
      "currency.loading": (s) => expect(s.children.loadCurrencies).toBeDefined(),
      "currency.ready": (s) => expect(s.can({ type: "currency.retry" })).toBe(false),
      "currency.failed": (s) => expect(s.can({ type: "currency.retry" })).toBe(true),
    };
    const paths = getShortestPaths(currencyMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    const ids = coverage.allStateIds(currencyMachine);
    expect(coverage.checkEnteredStates(currencyMachine, input, paths, expectations)).toEqual(ids);
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });
});
