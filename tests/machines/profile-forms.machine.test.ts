import { describe, expect, it, vi } from "vitest";
import {
  type AnyStateMachine,
  createActor,
  fromCallback,
  fromPromise,
  toPromise,
  waitFor,
} from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  type AccountDeletionEvent,
  accountDeletionMachine,
} from "../../machines/account-deletion.machine";
import {
  type AvatarEvent,
  avatarMachine,
  type PreparedPicture,
} from "../../machines/avatar.machine";
import {
  type PasswordChangeEvent,
  passwordChangeMachine,
} from "../../machines/password-change.machine";
import { createProfileActors, saveThroughSession } from "../../machines/profile.actors";
import { type ProfileNamesEvent, profileNamesMachine } from "../../machines/profile-names.machine";
import { RequestFailure } from "../../machines/request-failure";
import { sessionMachine } from "../../machines/session.machine";
import type { Profile, ProfileUpdate } from "../../sdk";
import * as coverage from "./state-coverage";

const user: Profile = {
  id: "8d0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11",
  email: null,
  phone: "998901000002",
  first_name: "Aziza",
  last_name: "Karimova",
  role: "user",
  lang: "uz",
  currency: { id: 3, code: "USD", name: "US dollar" },
  image: null,
  is_verified: true,
  email_verified: false,
  is_active: true,
  business_id: null,
  business_status: null,
  has_password: true,
  date_joined: "2026-11-01T10:00:00.000Z",
};

// The contract's own checks, as the app runs them (the generated zod schemas).
const { checkNames, checkPassword, checkDeletion } = createProfileActors(() => {
  throw new Error("no SDK in these tests");
});

const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, code: ConstructorParameters<typeof RequestFailure>[0]) =>
  ({ type: `xstate.error.actor.${id}`, error: new RequestFailure(code, 400) }) as never;

/** Every state node of a machine entered by a shortest path over `events`, each checked. */
function expectEveryStateChecked<TMachine extends AnyStateMachine>(
  machine: TMachine,
  inputs: unknown[],
  events: unknown[],
  checks: coverage.StateChecks<TMachine>,
) {
  const entered = inputs.flatMap((input) => {
    const paths = getShortestPaths(machine, {
      events: events as never,
      input: input as never,
      serializeState: coverage.byTransition,
      filterEvents: (s, event) => !event.type.startsWith("xstate.") || s.can(event),
    });
    return coverage.checkEnteredStates(machine, input as never, paths as never, checks);
  });
  const ids = coverage.allStateIds(machine);
  expect([...new Set(entered)].sort()).toEqual(ids);
  expect(Object.keys(checks).sort()).toEqual(ids);
}

describe("profile names machine", () => {
  function start(save = vi.fn(async (_: unknown) => user)) {
    const actor = createActor(
      profileNamesMachine.provide({
        actors: { check: checkNames, save: fromPromise(({ input }) => save(input)) },
      }),
    );
    actor.start();
    return { actor, save };
  }

  it("saves trimmed names and says so", async () => {
    const { actor, save } = start();
    actor.send({ type: "names.edit", names: { first_name: "Aziza", last_name: "Karimova" } });
    actor.send({ type: "names.change", field: "first_name", value: "  Malika " });
    actor.send({ type: "names.submit" });
    await waitFor(actor, (s) => s.matches("viewing"));
    expect(save).toHaveBeenCalledWith({ first_name: "Malika", last_name: "Karimova" });
    expect(actor.getSnapshot().context.saved).toBe(true);
  });

  it.each([
    ["blank", "   "],
    ["10,000 characters", "x".repeat(10_000)],
  ])("refuses a %s name with name_invalid and sends nothing", async (_what, value) => {
    const { actor, save } = start();
    actor.send({ type: "names.edit", names: { first_name: "Aziza", last_name: "Karimova" } });
    actor.send({ type: "names.change", field: "last_name", value });
    actor.send({ type: "names.submit" });
    await waitFor(actor, (s) => s.matches("editing") && !s.hasTag("busy"));
    expect(actor.getSnapshot().context.errors).toEqual({ last_name: "name_invalid" });
    expect(save).not.toHaveBeenCalled();
    // Typing again clears the field's error.
    actor.send({ type: "names.change", field: "last_name", value: "Ergasheva" });
    expect(actor.getSnapshot().context.errors.last_name).toBeUndefined();
  });

  it("keeps the draft with the server's code when the save is refused", async () => {
    const { actor } = start(
      vi.fn(async () => {
        throw new RequestFailure("name_invalid", 400);
      }),
    );
    actor.send({ type: "names.edit", names: { first_name: "Aziza", last_name: "Karimova" } });
    actor.send({ type: "names.submit" });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches("editing")).toBe(true);
    expect(actor.getSnapshot().context.error).toBe("name_invalid");
  });

  it("every state node is entered by a shortest path and checked", () => {
    const events: ProfileNamesEvent[] = [
      { type: "names.edit", names: { first_name: "Aziza", last_name: "Karimova" } },
      { type: "names.change", field: "first_name", value: "Malika" },
      { type: "names.submit" },
      { type: "names.cancel" },
      done("check", {}),
      done("check", { first_name: "name_invalid" }),
      done("save", user),
    ];
    expectEveryStateChecked(profileNamesMachine, [undefined], events, {
      "profileNames.viewing": (s) => expect(s.can({ type: "names.submit" })).toBe(false),
      "profileNames.editing": (s) => expect(s.context.draft.last_name).toBe("Karimova"),
      "profileNames.checking": (s) => expect(s.hasTag("busy")).toBe(true),
      "profileNames.saving": (s) => expect(s.context.errors).toEqual({}),
    });
  });
});

describe("avatar machine", () => {
  const picture: PreparedPicture = { base64: "iVBORw0KGgo=", type: "image/png" };

  function start(
    options: {
      prepare?: () => Promise<PreparedPicture>;
      save?: (input: ProfileUpdate) => Promise<Profile>;
    } = {},
  ) {
    const save = vi.fn(
      options.save ??
        (async (_: ProfileUpdate) => ({
          ...user,
          image: "f3c1a4de-0000-4000-8000-000000000001",
        })),
    );
    const actor = createActor(
      avatarMachine.provide({
        actors: {
          prepare: fromPromise(options.prepare ?? (async () => picture)),
          save: fromPromise(({ input }) => save(input)),
        },
      }),
    );
    actor.start();
    return { actor, save };
  }
  const file = new Blob(["x"], { type: "image/png" });

  it("prepares the chosen file, shows it, and saves it as image on confirm", async () => {
    const { actor, save } = start();
    actor.send({ type: "avatar.choose", file });
    await waitFor(actor, (s) => s.matches("previewing"));
    expect(actor.getSnapshot().context.picture).toEqual(picture);
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: "avatar.save" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(save).toHaveBeenCalledWith({ image: picture.base64 });
    expect(actor.getSnapshot().context.saved).toBe(true);
  });

  it("refuses a file that is no picture with its code and sends nothing", async () => {
    const { actor, save } = start({
      prepare: async () => {
        throw new RequestFailure("image_invalid", null);
      },
    });
    actor.send({ type: "avatar.choose", file });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(actor.getSnapshot().context.error).toBe("image_invalid");
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps the preview with the code when the save is refused; cancel drops it", async () => {
    const { actor } = start({
      save: async () => {
        throw new RequestFailure("image_too_large", 400);
      },
    });
    actor.send({ type: "avatar.choose", file });
    await waitFor(actor, (s) => s.matches("previewing"));
    actor.send({ type: "avatar.save" });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches("previewing")).toBe(true);
    actor.send({ type: "avatar.cancel" });
    expect(actor.getSnapshot().context.picture).toBeNull();
  });

  it("every state node is entered by a shortest path and checked", () => {
    const events: AvatarEvent[] = [
      { type: "avatar.choose", file },
      { type: "avatar.save" },
      { type: "avatar.cancel" },
      done("prepare", picture),
      done("save", user),
    ];
    expectEveryStateChecked(avatarMachine, [undefined], events, {
      "avatar.idle": (s) => expect(s.context.picture).toBeNull(),
      "avatar.preparing": (s) => expect(s.context.file).not.toBeNull(),
      "avatar.previewing": (s) => expect(s.context.picture).toEqual(picture),
      "avatar.saving": (s) => expect(s.hasTag("busy")).toBe(true),
    });
  });
});

describe("password change machine", () => {
  function start(hasPassword: boolean, change = vi.fn(async (_: unknown) => {})) {
    const passwordChanged = vi.fn();
    const actor = createActor(
      passwordChangeMachine.provide({
        actors: { check: checkPassword, change: fromPromise(({ input }) => change(input)) },
        actions: { passwordChanged },
      }),
      { input: { hasPassword } },
    );
    actor.start();
    return { actor, change, passwordChanged };
  }

  it("changes it with the old one and tells the app", async () => {
    const { actor, change, passwordChanged } = start(true);
    actor.send({
      type: "password.submit",
      values: { old_password: "first-secret", new_password: "second-secret" },
    });
    await waitFor(actor, (s) => s.matches("changed"));
    expect(change).toHaveBeenCalledWith({
      old_password: "first-secret",
      new_password: "second-secret",
    });
    expect(passwordChanged).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      "without the old one",
      { old_password: "", new_password: "second-secret" },
      { old_password: "old_and_new_password_required" },
    ],
    [
      "with a short new one",
      { old_password: "first-secret", new_password: "12345" },
      { new_password: "password_too_short" },
    ],
    [
      "without a new one",
      { old_password: "first-secret", new_password: "" },
      { new_password: "old_and_new_password_required" },
    ],
  ])("refuses %s beside its field and sends nothing", async (_what, values, errors) => {
    const { actor, change } = start(true);
    actor.send({ type: "password.submit", values });
    await waitFor(actor, (s) => s.matches("editing") && Object.keys(s.context.errors).length > 0);
    expect(actor.getSnapshot().context.errors).toEqual(errors);
    expect(change).not.toHaveBeenCalled();
  });

  it("sets a first password without an old one, and never sends one typed", async () => {
    const { actor, change } = start(false);
    actor.send({
      type: "password.submit",
      values: { old_password: "whatever", new_password: "my-first-one" },
    });
    await waitFor(actor, (s) => s.matches("changed"));
    expect(change).toHaveBeenCalledWith({ new_password: "my-first-one" });
    expect(actor.getSnapshot().context.hasPassword).toBe(true);
  });

  it.each([
    ["old_password_incorrect", { old_password: "old_password_incorrect" }, null],
    ["too_many_attempts", {}, "too_many_attempts"],
  ] as const)("shows the server's %s where it belongs", async (code, errors, error) => {
    const { actor } = start(
      true,
      vi.fn(async () => {
        throw new RequestFailure(code, code === "too_many_attempts" ? 429 : 400);
      }),
    );
    actor.send({
      type: "password.submit",
      values: { old_password: "not-it", new_password: "second-secret" },
    });
    await waitFor(
      actor,
      (s) =>
        s.matches("editing") &&
        !s.hasTag("busy") &&
        (s.context.error !== null || Object.keys(s.context.errors).length > 0),
    );
    expect(actor.getSnapshot().context.errors).toEqual(errors);
    expect(actor.getSnapshot().context.error).toBe(error);
  });

  it("every state node is entered by a shortest path and checked", () => {
    const values = { old_password: "first-secret", new_password: "second-secret" };
    const events: PasswordChangeEvent[] = [
      { type: "password.submit", values },
      done("check", {}),
      done("check", { new_password: "password_too_short" }),
      done("change"),
      failed("change", "old_password_incorrect"),
    ];
    expectEveryStateChecked(passwordChangeMachine, [{ hasPassword: true }], events, {
      "passwordChange.editing": (s) =>
        expect(s.can({ type: "password.submit", values })).toBe(true),
      "passwordChange.checking": (s) => expect(s.hasTag("busy")).toBe(true),
      "passwordChange.submitting": (s) => expect(s.context.errors).toEqual({}),
      "passwordChange.changed": (s) => expect(s.context.hasPassword).toBe(true),
    });
  });
});

describe("account deletion machine", () => {
  function start(hasPassword: boolean, remove = vi.fn(async (_: unknown) => {})) {
    const accountDeleted = vi.fn();
    const actor = createActor(
      accountDeletionMachine.provide({
        actors: { check: checkDeletion, remove: fromPromise(({ input }) => remove(input)) },
        actions: { accountDeleted },
      }),
      { input: { hasPassword } },
    );
    actor.start();
    return { actor, remove, accountDeleted };
  }

  it("asks first; cancelling deletes nothing", () => {
    const { actor, remove } = start(true);
    actor.send({ type: "deletion.start" });
    expect(actor.getSnapshot().matches("confirming")).toBe(true);
    actor.send({ type: "deletion.cancel" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(remove).not.toHaveBeenCalled();
  });

  it("deletes with the password and ends the session", async () => {
    const { actor, remove, accountDeleted } = start(true);
    actor.send({ type: "deletion.start" });
    actor.send({ type: "deletion.confirm", password: "first-secret" });
    await waitFor(actor, (s) => s.status === "done");
    expect(remove).toHaveBeenCalledWith({ password: "first-secret" });
    expect(accountDeleted).toHaveBeenCalledTimes(1);
  });

  it("asks for the password when there is one, sending nothing without it", async () => {
    const { actor, remove } = start(true);
    actor.send({ type: "deletion.start" });
    actor.send({ type: "deletion.confirm", password: "" });
    await waitFor(
      actor,
      (s) => s.matches("confirming") && Object.keys(s.context.errors).length > 0,
    );
    expect(actor.getSnapshot().context.errors).toEqual({ password: "password_required" });
    expect(remove).not.toHaveBeenCalled();
  });

  it("deletes an account without a password without asking for one", async () => {
    const { actor, remove } = start(false);
    actor.send({ type: "deletion.start" });
    actor.send({ type: "deletion.confirm", password: "" });
    await waitFor(actor, (s) => s.status === "done");
    expect(remove).toHaveBeenCalledWith({});
  });

  it("shows a wrong password beside the field and stays", async () => {
    const { actor, accountDeleted } = start(
      true,
      vi.fn(async () => {
        throw new RequestFailure("invalid_credentials", 400);
      }),
    );
    actor.send({ type: "deletion.start" });
    actor.send({ type: "deletion.confirm", password: "not-it" });
    await waitFor(
      actor,
      (s) => s.matches("confirming") && Object.keys(s.context.errors).length > 0,
    );
    expect(actor.getSnapshot().context.errors).toEqual({ password: "invalid_credentials" });
    expect(accountDeleted).not.toHaveBeenCalled();
  });

  it("every state node is entered by a shortest path and checked", () => {
    const events: AccountDeletionEvent[] = [
      { type: "deletion.start" },
      { type: "deletion.confirm", password: "first-secret" },
      { type: "deletion.cancel" },
      done("check", {}),
      done("remove"),
      failed("remove", "invalid_credentials"),
    ];
    expectEveryStateChecked(accountDeletionMachine, [{ hasPassword: true }], events, {
      "accountDeletion.idle": (s) => expect(s.can({ type: "deletion.start" })).toBe(true),
      "accountDeletion.confirming": (s) => expect(s.can({ type: "deletion.cancel" })).toBe(true),
      "accountDeletion.checking": (s) => expect(s.hasTag("busy")).toBe(true),
      "accountDeletion.deleting": (s) => expect(s.context.password).toBe("first-secret"),
      "accountDeletion.deleted": (s) => expect(s.status).toBe("done"),
    });
  });
});

describe("saveThroughSession", () => {
  function signedIn(updateProfile: (changes: ProfileUpdate) => Promise<Profile>) {
    const session = createActor(
      sessionMachine.provide({
        actors: {
          loadUser: fromPromise(async () => user),
          updateProfile: fromPromise<Profile, ProfileUpdate>(({ input }) => updateProfile(input)),
          socket: fromCallback(() => () => {}) as never,
        },
      }),
      { input: { tokens: { access: "a", refresh: "r" } } },
    );
    session.start();
    return session;
  }

  it("saves through session.update and answers the profile the session now holds", async () => {
    const session = signedIn(async (changes) => ({ ...user, ...changes }) as Profile);
    await waitFor(session, (s) => s.matches({ signedIn: { user: { loaded: "ready" } } }));
    const save = createActor(saveThroughSession(session), { input: { first_name: "Malika" } });
    save.start();
    const saved = await waitFor(save, (s) => s.status === "done");
    expect(saved.output?.first_name).toBe("Malika");
    expect(session.getSnapshot().context.user?.first_name).toBe("Malika");
  });

  it("rejects with the code the session's save was refused with", async () => {
    const session = signedIn(async () => {
      throw new RequestFailure("name_invalid", 400);
    });
    await waitFor(session, (s) => s.matches({ signedIn: { user: { loaded: "ready" } } }));
    const save = createActor(saveThroughSession(session), { input: { first_name: " " } });
    const settled = toPromise(save);
    save.start();
    await expect(settled).rejects.toEqual(new RequestFailure("name_invalid", null));
  });

  it("rejects at once when there is no loaded profile to change", async () => {
    const session = createActor(sessionMachine, { input: { tokens: null } });
    session.start();
    const save = createActor(saveThroughSession(session), { input: { first_name: "Malika" } });
    const settled = toPromise(save);
    save.start();
    await expect(settled).rejects.toEqual(new RequestFailure("not_authenticated", null));
  });
});
