import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { iconMachine } from "../../machines/icon.machine";
import {
  createIconLoader,
  ICON_TIMEOUT_MS,
  ICON_URL_LIMIT,
  ICONS_FAILED_MESSAGE,
  type IconLoaderEffects,
  iconsUrl,
  type LoadedIcon,
  splitByUrlLimit,
} from "../../machines/icon-loader";
import { createIconFetch } from "../../machines/icons.actors";
import { lazyApi } from "../../machines/load-sdk";

const BASE = "http://bozor.test/api";

/** An icon set answering every name asked but `missing-*`, as the server would. */
function answer(collection: string, names: string[]) {
  const found = names.filter((name) => !name.startsWith("missing"));
  const lacking = names.filter((name) => name.startsWith("missing"));
  return {
    prefix: collection,
    width: 24,
    height: 24,
    icons: Object.fromEntries(found.map((name) => [name, { body: `<path d="${name}"/>` }])),
    ...(lacking.length > 0 && { not_found: lacking }),
  };
}

function loaderWith(fetchIcons: IconLoaderEffects["fetchIcons"]) {
  const logError = vi.fn();
  const flushes: Array<() => void> = [];
  const loader = createIconLoader({
    baseUrl: BASE,
    fetchIcons,
    logError,
    schedule: (flush) => flushes.push(flush),
  });
  const flush = () => {
    for (const run of flushes.splice(0)) run();
  };
  return { loader, logError, flush };
}

describe("the icon loader (SPEC section 7)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks for the icons of one tick in one request per collection", async () => {
    const fetchIcons = vi.fn(async (collection: string, names: string[]) =>
      answer(collection, names),
    );
    const { loader, flush } = loaderWith(fetchIcons);
    const loads = ["mdi:home", "mdi:cart", "other:star", "mdi:home"].map((icon) =>
      loader.load(icon),
    );
    expect(fetchIcons).not.toHaveBeenCalled();
    flush();
    const [home, cart, star, again] = await Promise.all(loads);
    expect(fetchIcons).toHaveBeenCalledTimes(2);
    expect(fetchIcons.mock.calls.map(([collection, names]) => [collection, names])).toEqual([
      ["mdi", ["home", "cart"]],
      ["other", ["star"]],
    ]);
    expect(home).toMatchObject({ body: '<path d="home"/>', width: 24, height: 24 });
    expect(cart?.body).toBe('<path d="cart"/>');
    expect(star?.body).toBe('<path d="star"/>');
    expect(again).toBe(home);
    // Kept: drawn at once, and never asked again.
    expect(loader.peek("mdi:home")).toEqual(home);
    expect(await loader.load("mdi:home")).toEqual(home);
    expect(fetchIcons).toHaveBeenCalledTimes(2);
  });

  it("splits a collection's names so that no URL passes 500 characters", async () => {
    const names = Array.from({ length: 80 }, (_, i) => `icon-name-number-${i}`);
    const batches = splitByUrlLimit(BASE, "mdi", names);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(names);
    for (const batch of batches) {
      expect(iconsUrl(BASE, "mdi", batch).length).toBeLessThanOrEqual(ICON_URL_LIMIT);
    }
    // Each batch is as full as it can be: one name more would pass the limit.
    for (const [i, batch] of batches.slice(0, -1).entries()) {
      const next = batches[i + 1]?.[0] ?? "";
      expect(iconsUrl(BASE, "mdi", [...batch, next]).length).toBeGreaterThan(ICON_URL_LIMIT);
    }
    const fetchIcons = vi.fn(async (collection: string, asked: string[]) =>
      answer(collection, asked),
    );
    const { loader, flush } = loaderWith(fetchIcons);
    const loads = names.map((name) => loader.load(`mdi:${name}`));
    flush();
    await Promise.all(loads);
    expect(fetchIcons.mock.calls.map(([, asked]) => asked)).toEqual(batches);
  });

  it("answers null for names the collection lacks, and keeps that", async () => {
    const fetchIcons = vi.fn(async (collection: string, names: string[]) =>
      answer(collection, names),
    );
    const { loader, flush, logError } = loaderWith(fetchIcons);
    const loading = loader.load("mdi:missing-one");
    flush();
    expect(await loading).toBeNull();
    expect(loader.peek("mdi:missing-one")).toBeNull();
    expect(logError).not.toHaveBeenCalled();
    expect(await loader.load("not a name")).toBeNull();
    expect(fetchIcons).toHaveBeenCalledTimes(1);
  });

  it("logs 'Failed to load custom icons' on a bad answer, and asks again later", async () => {
    const fetchIcons = vi
      .fn<IconLoaderEffects["fetchIcons"]>()
      .mockResolvedValueOnce({ prefix: "other", icons: {} })
      .mockRejectedValueOnce(new Error("HTTP 500"))
      .mockImplementation(async (collection, names) => answer(collection, names));
    const { loader, flush, logError } = loaderWith(fetchIcons);
    for (const _ of [1, 2]) {
      const loading = loader.load("mdi:home");
      flush();
      expect(await loading).toBeNull();
      expect(loader.peek("mdi:home")).toBeUndefined();
    }
    expect(logError).toHaveBeenCalledTimes(2);
    expect(logError.mock.calls.every(([message]) => message === ICONS_FAILED_MESSAGE)).toBe(true);
    const third = loader.load("mdi:home");
    flush();
    expect((await third)?.body).toBe('<path d="home"/>');
  });

  it("gives a request 5000 ms, then aborts it and logs the failure", async () => {
    let signal: AbortSignal | null = null;
    const { loader, flush, logError } = loaderWith(
      (_collection, _names, given) =>
        new Promise((_resolve, reject) => {
          signal = given;
          given.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const loading = loader.load("mdi:home");
    flush();
    await vi.advanceTimersByTimeAsync(ICON_TIMEOUT_MS - 1);
    expect((signal as AbortSignal | null)?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
    expect(await loading).toBeNull();
    expect(logError).toHaveBeenCalledWith(ICONS_FAILED_MESSAGE, expect.anything());
  });
});

describe("the icon loader's request", () => {
  it("is getIcons at SPEC's path, with the names comma-separated", async () => {
    const urls: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      urls.push(request.url);
      return Response.json(answer("mdi", ["home", "cart"]));
    };
    const fetchIcons = createIconFetch(lazyApi(BASE, async () => fetch));
    const set = await fetchIcons("mdi", ["home", "cart"], new AbortController().signal);
    expect(set).toMatchObject({ prefix: "mdi", icons: { home: {}, cart: {} } });
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0] ?? "");
    expect(url.pathname).toBe("/api/_nuxt_icon/mdi.json");
    expect(url.searchParams.get("icons")).toBe("home,cart");
    expect(urls[0]?.length).toBeLessThanOrEqual(iconsUrl(BASE, "mdi", ["home", "cart"]).length);
  });

  it("rejects an error status", async () => {
    const fetch = async () => Response.json({ detail: "icons_invalid" }, { status: 400 });
    const fetchIcons = createIconFetch(lazyApi(BASE, async () => fetch));
    await expect(fetchIcons("mdi", ["home"], new AbortController().signal)).rejects.toThrow();
  });
});

describe("the icon machine", () => {
  const icon: LoadedIcon = { body: "<path/>", width: 24, height: 24 };

  it("shows the spinner while the loader works, then the icon", async () => {
    let resolve: (value: LoadedIcon | null) => void = () => undefined;
    const actor = createActor(
      iconMachine.provide({
        actors: { load: fromPromise(() => new Promise<LoadedIcon | null>((r) => (resolve = r))) },
      }),
      { input: { icon: "mdi:home" } },
    ).start();
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    resolve(icon);
    const ready = await waitFor(actor, (s) => s.matches("ready"));
    expect(ready.context.data).toEqual(icon);
    expect(ready.hasTag("loading")).toBe(false);
  });

  it("draws what the loader holds at once, without a spinner or a request", () => {
    const load = vi.fn(async (): Promise<LoadedIcon | null> => icon);
    const machine = iconMachine.provide({ actors: { load: fromPromise(load) } });
    const held = createActor(machine, { input: { icon: "mdi:home", cached: icon } }).start();
    expect(held.getSnapshot().value).toBe("ready");
    const lacking = createActor(machine, { input: { icon: "mdi:nope", cached: null } }).start();
    expect(lacking.getSnapshot().value).toBe("missing");
    expect(load).not.toHaveBeenCalled();
  });

  it("is missing when the collection lacks it or the request failed", async () => {
    const lacking = async (): Promise<LoadedIcon | null> => null;
    const failing = async (): Promise<LoadedIcon | null> => Promise.reject(new Error("offline"));
    for (const load of [lacking, failing]) {
      const actor = createActor(iconMachine.provide({ actors: { load: fromPromise(load) } }), {
        input: { icon: "mdi:home" },
      }).start();
      const missing = await waitFor(actor, (s) => s.matches("missing"));
      expect(missing.context.data).toBeNull();
    }
  });
});
