import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { adminUserMachine, type UserActionRequest } from "../../machines/admin-user.machine";
import {
  adminUsersMachine,
  USER_PAGE_SIZE,
  type UserListRequest,
} from "../../machines/admin-users.machine";
import { RequestFailure } from "../../machines/request-failure";
import type { AdminUser, AdminUserDetail, AdminUserPage } from "../../sdk";

const page = (total: number): AdminUserPage => ({
  items: [],
  total,
  page: 1,
  page_size: USER_PAGE_SIZE,
});

const person = (change: Partial<AdminUser> = {}): AdminUser => ({
  id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  first_name: "Malika",
  last_name: "Karimova",
  email: "malika@example.uz",
  phone: "998901234567",
  role: "user",
  status: "active",
  is_verified: true,
  date_joined: "2026-01-01T00:00:00.000Z",
  ...change,
});

const detailOf = (user: AdminUser, audit = 0): AdminUserDetail => ({
  user,
  businesses: [],
  subscriptions: [],
  cards: [],
  feedback: { count: 0, latest: [] },
  notifications: { count: 0, latest: [] },
  audit: Array.from({ length: audit }, (_, i) => ({
    id: String(i),
    actor: { id: null, name: "Admin" },
    action: "user.deactivate",
    target_kind: "user" as const,
    target_id: user.id,
    before: null,
    after: null,
    at: "2026-01-02T00:00:00.000Z",
  })),
});

function tableActor(list: (request: UserListRequest) => Promise<AdminUserPage>) {
  return createActor(
    adminUsersMachine.provide({ actors: { list: fromPromise(({ input }) => list(input)) } }),
  ).start();
}

describe("admin users machine (the table)", () => {
  it("loads page 1, then each search, filter and page; a new filter goes back to page 1", async () => {
    const list = vi.fn(async (_request: UserListRequest) => page(45));
    const actor = tableActor(list);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "users.page", page: 3 });
    await waitFor(actor, (s) => s.matches("ready"));
    // Past the last page, or the page shown: nothing to load.
    actor.send({ type: "users.page", page: 4 });
    actor.send({ type: "users.page", page: 3 });
    actor.send({ type: "users.page", page: 0 });
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    actor.send({ type: "users.search", q: "  998 90  " });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "users.role", role: "business" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "users.status", status: "inactive" });
    await waitFor(actor, (s) => s.matches("ready"));
    const base = { q: "", role: null, status: null, pageSize: USER_PAGE_SIZE };
    expect(list.mock.calls.map(([request]) => request)).toEqual([
      { ...base, page: 1 },
      { ...base, page: 3 },
      { ...base, q: "998 90", page: 1 },
      { ...base, q: "998 90", role: "business", page: 1 },
      { ...base, q: "998 90", role: "business", status: "inactive", page: 1 },
    ]);
  });

  it("keeps the last page on screen while the next loads, and replaces a request in flight", async () => {
    const aborted: boolean[] = [];
    let release: (value: AdminUserPage) => void = () => {};
    const actor = createActor(
      adminUsersMachine.provide({
        actors: {
          list: fromPromise<AdminUserPage, UserListRequest>(({ input, signal }) => {
            if (input.page === 1 && input.q === "") return Promise.resolve(page(60));
            return new Promise((resolve) => {
              signal.addEventListener("abort", () => aborted.push(true));
              release = resolve;
            });
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "users.page", page: 2 });
    expect(actor.getSnapshot().context.result?.total).toBe(60);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    actor.send({ type: "users.search", q: "aziza" });
    expect(aborted).toEqual([true]);
    release(page(1));
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.result?.total).toBe(1);
  });

  it("keeps a failure for a retry", async () => {
    let fail = true;
    const actor = tableActor(async () => {
      if (fail) throw new RequestFailure("invalid_filter", 400);
      return page(1);
    });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("invalid_filter");
    fail = false;
    actor.send({ type: "users.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

function userActor(user: AdminUser, act: (request: UserActionRequest) => Promise<AdminUser>) {
  let current = detailOf(user);
  const load = vi.fn(async () => current);
  const actor = createActor(
    adminUserMachine.provide({
      actors: {
        load: fromPromise(load),
        act: fromPromise(async ({ input }) => {
          const changed = await act(input);
          current = detailOf(changed, current.audit.length + 1);
          return changed;
        }),
      },
    }),
    { input: { id: user.id, lang: "uz" } },
  ).start();
  return { actor, load };
}

describe("admin user machine (one person)", () => {
  it("offers only the actions that change something", async () => {
    const { actor } = userActor(person(), async () => person());
    await waitFor(actor, (s) => s.matches("ready"));
    const s = actor.getSnapshot();
    expect(s.can({ type: "user.deactivate" })).toBe(true);
    expect(s.can({ type: "user.reactivate" })).toBe(false);
    expect(s.can({ type: "user.changeRole", role: "user" })).toBe(false);
    expect(s.can({ type: "user.changeRole", role: "admin" })).toBe(true);
  });

  it("asks, deactivates, then reads the person again for the audit entry", async () => {
    const act = vi.fn(async () => person({ status: "inactive" }));
    const { actor, load } = userActor(person(), act);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "user.deactivate" });
    expect(actor.getSnapshot().matches({ ready: "confirming" })).toBe(true);
    actor.send({ type: "user.cancel" });
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
    expect(act).not.toHaveBeenCalled();
    actor.send({ type: "user.deactivate" });
    actor.send({ type: "user.confirm" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: "idle" }) && load.mock.calls.length === 2);
    expect(act.mock.calls[0]).toEqual([{ id: person().id, action: { kind: "deactivate" } }]);
    const { context } = actor.getSnapshot();
    expect(context.detail?.user.status).toBe("inactive");
    expect(context.detail?.audit).toHaveLength(1);
    expect(actor.getSnapshot().can({ type: "user.reactivate" })).toBe(true);
  });

  it("changes the role after confirmation", async () => {
    const act = vi.fn(async (r: UserActionRequest) =>
      person({ role: r.action.kind === "role" ? r.action.role : "user" }),
    );
    const { actor } = userActor(person(), act);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "user.changeRole", role: "business" });
    expect(actor.getSnapshot().context.pending).toEqual({ kind: "role", role: "business" });
    actor.send({ type: "user.confirm" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(actor.getSnapshot().context.detail?.user.role).toBe("business");
  });

  it("keeps a refusal's code and stays on the page", async () => {
    const { actor } = userActor(person({ role: "admin" }), async () => {
      throw new RequestFailure("cannot_be_controlled", 403);
    });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "user.deactivate" });
    actor.send({ type: "user.confirm" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(actor.getSnapshot().context).toMatchObject({
      error: "cannot_be_controlled",
      pending: null,
    });
    expect(actor.getSnapshot().context.detail?.user.status).toBe("active");
  });

  it("keeps a failed load for a retry", async () => {
    let fail = true;
    const actor = createActor(
      adminUserMachine.provide({
        actors: {
          load: fromPromise(async () => {
            if (fail) throw new RequestFailure("user_not_found", 404);
            return detailOf(person());
          }),
        },
      }),
      { input: { id: person().id, lang: "ru" } },
    ).start();
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("user_not_found");
    fail = false;
    actor.send({ type: "user.retry" });
    await waitFor(actor, (s) => s.matches("ready"));
  });
});
