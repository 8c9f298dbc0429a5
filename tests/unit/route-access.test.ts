import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { type Access, decideAccess } from "../../machines/route-access";
import { sessionMachine } from "../../machines/session.machine";
import { socketMachine } from "../../machines/socket.machine";
import type { Profile, Role } from "../../sdk";

const profile = (role: Role): Profile => ({
  id: "00000000-0000-4000-8000-000000000002",
  email: null,
  phone: "998901000002",
  first_name: "A",
  last_name: "B",
  role,
  lang: "en",
  currency: { id: 3, code: "USD", name: "US dollar" },
  image: null,
  is_verified: true,
  email_verified: false,
  is_active: true,
  business_id: null,
  business_status: null,
  has_password: true,
  date_joined: "2026-11-01T10:00:00.000Z",
});

async function signedInAs(role: Role) {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadUser: fromPromise(async () => profile(role)),
        socket: socketMachine.provide({ actors: { connection: fromCallback(() => {}) } }),
      },
      actions: { applyUserPreferences: () => {} },
    }),
    { input: { tokens: { access: "a", refresh: "r" } } },
  );
  actor.start();
  await waitFor(actor, (s) => s.context.user !== null);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

describe("who may open which page", () => {
  const table: Record<Role, Record<Access, string>> = {
    // An individual on a business page is told how to become one.
    user: { public: "allow", user: "allow", business: "registerBusiness", admin: "forbidden" },
    business: { public: "allow", user: "allow", business: "allow", admin: "forbidden" },
    admin: { public: "allow", user: "allow", business: "forbidden", admin: "allow" },
  };
  for (const [role, row] of Object.entries(table) as [Role, Record<Access, string>][]) {
    it(`${role}: ${JSON.stringify(row)}`, async () => {
      const session = await signedInAs(role);
      for (const [access, decision] of Object.entries(row) as [Access, string][]) {
        expect(decideAccess(access, session)).toBe(decision);
      }
    });
  }
});
