import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { createBannerClickReporter } from "../../machines/banner-clicks";
import { bannerDecisionMachine } from "../../machines/banner-decision.machine";
import {
  bannerDraftOf,
  bannerFormOf,
  bannerRequestOf,
  emptyBannerForm,
} from "../../machines/banner-draft";
import { bannerEditorMachine } from "../../machines/banner-editor.machine";
import { createBannerEditorActors } from "../../machines/banners.actors";
import { lazyApi } from "../../machines/load-sdk";
import { RequestFailure } from "../../machines/request-failure";
import type { BannerDecision, BannerDetail } from "../../sdk";

const ID = "3b8f0f2e-7c1a-4d5e-9f60-1a2b3c4d5e6f";
const IMAGE = "5c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e";

const stored: BannerDetail = {
  id: ID,
  image: IMAGE,
  link: "/search/products?category=ceramics",
  titles: { ru: "Керамика", fa: "سرامیک" },
  texts: {},
  placement: "category",
  starts_at: "2026-11-30T19:00:00.000Z",
  ends_at: "2026-12-07T19:00:00.000Z",
  position: 2,
  status: "approved",
  reject_reason: null,
  business: null,
  impressions: 10,
  clicks: 1,
  created_at: "2026-11-27T10:00:00.000Z",
  updated_at: "2026-11-27T10:00:00.000Z",
};

/** The SDK over a fake server: each request is kept, each answer is `answer`'s. */
function fakeServer(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(request);
  };
  return { api: lazyApi("http://bozor.test/api", async () => fetch), requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("a banner's form", () => {
  it("sends Tashkent days as instants, the last day whole, and only the languages typed", () => {
    const form = {
      ...emptyBannerForm(new Date("2026-11-27T10:00:00Z")),
      image: IMAGE,
      link: " /blog ",
      titles: { uz: " Chegirma ", ru: "", en: "", fa: "تخفیف" },
      startsOn: "2026-12-01",
      endsOn: "2026-12-07",
      position: "3",
    };
    expect(bannerRequestOf(form)).toEqual({
      image: IMAGE,
      link: "/blog",
      titles: { uz: "Chegirma", fa: "تخفیف" },
      texts: {},
      placement: "search",
      starts_at: "2026-11-30T19:00:00.000Z",
      ends_at: "2026-12-07T19:00:00.000Z",
      icon: null,
    });
    expect(bannerDraftOf(form).position).toBe(3);
  });

  it("reads a stored banner back as the days it runs", () => {
    expect(bannerFormOf(stored)).toMatchObject({
      startsOn: "2026-12-01",
      endsOn: "2026-12-07",
      position: "2",
      titles: { ru: "Керамика", fa: "سرامیک", uz: "", en: "" },
    });
  });
});

describe("the banner editor machine", () => {
  const prepare = async () => "aGVsbG8=";

  it("holds the contract's rules before sending: a foreign link and no title stay in the form", async () => {
    const server = fakeServer(() => json(stored, 201));
    const actor = createActor(
      bannerEditorMachine.provide({ actors: createBannerEditorActors(server.api, prepare) }),
      { input: { mode: "admin", id: null } },
    ).start();
    actor.send({ type: "banner.change", field: "link", value: "//evil.example" });
    actor.send({ type: "banner.submit" });
    const refused = await waitFor(actor, (s) => s.matches("editing") && !s.hasTag("busy"));
    expect(refused.context.errors).toEqual({
      image: "image_not_found",
      link: "banner_link_invalid",
      titles: "title_required",
    });
    expect(server.requests).toEqual([]);
    // Changing a field clears its code, and only its own.
    actor.send({ type: "banner.change", field: "link", value: "https://bozor.uz/blog" });
    expect(actor.getSnapshot().context.errors).toEqual({
      image: "image_not_found",
      link: undefined,
      titles: "title_required",
    });
  });

  it("uploads a chosen picture into the form, or shows why not beside it", async () => {
    const server = fakeServer(() => json({ id: IMAGE }, 201));
    const actor = createActor(
      bannerEditorMachine.provide({ actors: createBannerEditorActors(server.api, prepare) }),
      { input: { mode: "admin", id: null } },
    ).start();
    actor.send({ type: "banner.image", file: new Blob(["x"]) });
    expect(actor.getSnapshot().matches("uploading")).toBe(true);
    const uploaded = await waitFor(actor, (s) => s.matches("editing"));
    expect(uploaded.context.form.image).toBe(IMAGE);
    expect(new URL(server.requests[0]?.url ?? "").pathname).toBe("/api/v1/image/");

    const refusing = createActor(
      bannerEditorMachine.provide({
        actors: createBannerEditorActors(server.api, async () => {
          throw new RequestFailure("image_too_large", null);
        }),
      }),
      { input: { mode: "admin", id: null } },
    ).start();
    refusing.send({ type: "banner.image", file: new Blob(["x"]) });
    const refused = await waitFor(refusing, (s) => s.matches("editing"));
    expect(refused.context.imageError).toBe("image_too_large");
    expect(refused.context.form.image).toBeNull();
  });

  it("saves a changed banner, then tells the page; a refusal lands beside its field", async () => {
    let refuse = true;
    const server = fakeServer(() =>
      refuse ? json({ detail: "banner_link_invalid" }, 400) : json(stored),
    );
    const saved = vi.fn();
    const actor = createActor(
      bannerEditorMachine.provide({
        actors: {
          ...createBannerEditorActors(server.api, prepare),
          load: fromPromise(async () => stored),
        },
        actions: { saved: (_, banner) => saved(banner.id) },
      }),
      { input: { mode: "admin", id: ID } },
    ).start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "banner.submit" });
    const refused = await waitFor(
      actor,
      (s) => s.matches("editing") && s.context.errors.link !== undefined,
    );
    expect(refused.context.errors.link).toBe("banner_link_invalid");
    expect(saved).not.toHaveBeenCalled();

    refuse = false;
    actor.send({ type: "banner.submit" });
    await waitFor(actor, (s) => s.matches("saved"));
    expect(saved).toHaveBeenCalledWith(ID);
    const sent = server.requests.at(-1);
    expect(sent?.method).toBe("PUT");
    expect(new URL(sent?.url ?? "").pathname).toBe(`/api/v1/admin/banners/${ID}/`);
    expect(await sent?.json()).toEqual({
      image: IMAGE,
      link: stored.link,
      titles: stored.titles,
      texts: {},
      placement: "category",
      starts_at: stored.starts_at,
      ends_at: stored.ends_at,
      position: 2,
      icon: null,
    });
  });

  it("a business's request without banner access says why, for the whole form", async () => {
    const server = fakeServer(() => json({ detail: "no_banner_access_business" }, 403));
    const actor = createActor(
      bannerEditorMachine.provide({
        actors: {
          ...createBannerEditorActors(server.api, async () => "aGVsbG8="),
          upload: fromPromise(async () => IMAGE),
        },
      }),
      { input: { mode: "business", id: null } },
    ).start();
    actor.send({ type: "banner.image", file: new Blob(["x"]) });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "banner.change", field: "link", value: "/" });
    actor.send({ type: "banner.text", field: "titles", lang: "ru", value: "Скидки" });
    actor.send({ type: "banner.change", field: "endsOn", value: "2099-01-01" });
    actor.send({ type: "banner.change", field: "startsOn", value: "2098-12-01" });
    actor.send({ type: "banner.submit" });
    const refused = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(refused.context.error).toBe("no_banner_access_business");
    const sent = server.requests.at(-1);
    expect(new URL(sent?.url ?? "").pathname).toBe("/api/v1/my/banner/");
    expect(await sent?.json()).not.toHaveProperty("position");
  });

  it("removes an existing banner and tells the page", async () => {
    const deleted = vi.fn();
    const actor = createActor(
      bannerEditorMachine.provide({
        actors: {
          load: fromPromise(async () => stored),
          remove: fromPromise<void, { id: string }>(async () => {}),
        },
        actions: { deleted },
      }),
      { input: { mode: "admin", id: ID } },
    ).start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "banner.delete" });
    await waitFor(actor, (s) => s.matches("deleted"));
    expect(deleted).toHaveBeenCalledOnce();
  });

  it("shows a banner that could not load with a retry", async () => {
    let fail = true;
    const actor = createActor(
      bannerEditorMachine.provide({
        actors: {
          load: fromPromise(async () => {
            if (fail) throw new RequestFailure("banner_not_found", 404);
            return stored;
          }),
        },
      }),
      { input: { mode: "admin", id: ID } },
    ).start();
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe("banner_not_found");
    fail = false;
    actor.send({ type: "banner.retry" });
    const ready = await waitFor(actor, (s) => s.matches("editing"));
    expect(ready.context.banner?.id).toBe(ID);
  });
});

describe("the banner decision machine", () => {
  it("asks a reason before rejecting, sends the decision and tells the page", async () => {
    const decisions: BannerDecision[] = [];
    const decided = vi.fn();
    let refuse = false;
    const actor = createActor(
      bannerDecisionMachine.provide({
        actors: {
          decide: fromPromise(
            async ({ input }: { input: { id: string; decision: BannerDecision } }) => {
              decisions.push(input.decision);
              if (refuse) throw new RequestFailure("status_invalid", 409);
              return stored;
            },
          ),
        },
        actions: { decided },
      }),
      { input: { id: ID } },
    ).start();
    actor.send({ type: "banner.rejectStart" });
    actor.send({ type: "banner.rejectConfirm" });
    expect(actor.getSnapshot().context.error).toBe("reason_required");
    expect(decisions).toEqual([]);
    actor.send({ type: "banner.reason", value: "  Blurred picture " });
    actor.send({ type: "banner.rejectConfirm" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(decisions).toEqual([{ action: "reject", reason: "Blurred picture" }]);
    expect(decided).toHaveBeenCalledOnce();

    refuse = true;
    actor.send({ type: "banner.approve" });
    const refused = await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null);
    expect(refused.context.error).toBe("status_invalid");
    expect(decisions.at(-1)).toEqual({ action: "approve" });
    expect(decided).toHaveBeenCalledOnce();
  });
});

describe("a banner followed", () => {
  it("is reported with keepalive, and a failure is nobody's problem", async () => {
    const server = fakeServer(() => new Response(null, { status: 204 }));
    createBannerClickReporter(server.api)(ID);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    const request = server.requests[0];
    expect(request?.method).toBe("POST");
    expect(new URL(request?.url ?? "").pathname).toBe(`/api/v1/banner/${ID}/click/`);
    expect(request?.keepalive).toBe(true);

    const down = fakeServer(() => {
      throw new TypeError("offline");
    });
    expect(() => createBannerClickReporter(down.api)(ID)).not.toThrow();
  });
});
