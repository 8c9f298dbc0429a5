import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { DownloadedFile } from "../../machines/download-file";
import type { FieldErrors } from "../../machines/field-check";
import { FieldFailure } from "../../machines/field-failure";
import { answerErrors, answersOf } from "../../machines/form-answer-rules";
import { type FormAnswersSend, formAnswersMachine } from "../../machines/form-answers.machine";
import { type FormSave, formBuilderMachine } from "../../machines/form-builder.machine";
import { withField, withFieldChanged, withFieldMoved } from "../../machines/form-draft";
import { RequestFailure } from "../../machines/request-failure";
import type { AuditEntry, Form, FormDetail, FormDraft, PublicForm } from "../../sdk";

const FORM_ID = "3b8f0f2e-7c1a-4d5e-9f60-1a2b3c4d5e6f";

const form: PublicForm = {
  id: FORM_ID,
  slug: "callback",
  title: { en: "Call me back" },
  placement: "contact_us",
  definition: {
    fields: [
      { type: "text", name: "name", label: { en: "Name" }, required: true, min_length: 2 },
      { type: "phone", name: "phone", label: { en: "Phone" }, required: false },
      {
        type: "single_choice",
        name: "kind",
        label: { en: "Kind" },
        required: true,
        options: [
          { value: "person", label: { en: "Person" } },
          { value: "business", label: { en: "Business" } },
        ],
      },
      {
        type: "text",
        name: "company",
        label: { en: "Company" },
        required: true,
        show_if: { field: "kind", equals: "business" },
      },
      { type: "number", name: "budget", label: { en: "Budget" }, required: false, max: 100 },
      { type: "consent", name: "consent", label: { en: "I agree" }, required: true },
    ],
  },
};

const saved = (draft: FormDraft, change: Partial<Form> = {}): Form => ({
  id: FORM_ID,
  ...draft,
  published: false,
  answers: 0,
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
  ...change,
});

describe("the form answer rules (the visitor's side)", () => {
  it("sends shown fields only, trimmed, empty ones absent", () => {
    const values = { name: " Aziz ", phone: "", kind: "person", company: "Hidden", budget: 5 };
    expect(answersOf(form.definition, values)).toEqual({ name: "Aziz", kind: "person", budget: 5 });
  });

  it("names each broken rule as the server's code, beside its field", () => {
    expect(
      answerErrors(form.definition, {
        name: "A",
        phone: "99890",
        kind: "business",
        budget: 100.5,
        consent: false,
      }),
    ).toEqual({
      name: "form_answer_too_short",
      phone: "phone_must_be_digits",
      company: "form_answer_required",
      budget: "form_answer_too_large",
      consent: "consent_required",
    });
  });
});

describe("the form answers machine", () => {
  function start(send: (input: FormAnswersSend) => Promise<{ id: string }>) {
    return createActor(
      formAnswersMachine.provide({
        actors: { send: fromPromise(({ input }: { input: FormAnswersSend }) => send(input)) },
      }),
      { input: { form } },
    ).start();
  }

  it("keeps a broken rule beside its field, then sends once the answers keep every rule", async () => {
    const sent: FormAnswersSend[] = [];
    const actor = start(async (input) => {
      sent.push(input);
      return { id: FORM_ID };
    });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.errors).toMatchObject({
      name: "form_answer_required",
      kind: "form_answer_required",
    });
    actor.send({ type: "form.change", name: "name", value: "Aziz" });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    actor.send({ type: "form.change", name: "kind", value: "person" });
    actor.send({ type: "form.change", name: "consent", value: true });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("sent"));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.values).toMatchObject({ name: "Aziz", kind: "person", consent: true });
    actor.send({ type: "form.again" });
    expect(actor.getSnapshot().context.values.name).toBe("");
  });

  it("returns to editing with the server's code when it refuses", async () => {
    const actor = start(async () => {
      throw new RequestFailure("form_answer_pattern_mismatch", 400);
    });
    for (const [name, value] of [
      ["name", "Aziz"],
      ["kind", "person"],
      ["consent", true],
    ] as const) {
      actor.send({ type: "form.change", name, value });
    }
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("form_answer_pattern_mismatch");
  });
});

describe("the form draft", () => {
  it("adds fields with free names, keeps only what a type uses, and moves them", () => {
    let draft: FormDraft = {
      slug: "x",
      title: {},
      placement: "landing",
      definition: { fields: [] },
    };
    draft = withField(withField(draft, "text"), "single_choice");
    expect(draft.definition.fields.map((f) => f.name)).toEqual(["field_1", "field_2"]);
    expect(draft.definition.fields[1]?.options).toHaveLength(1);
    draft = withFieldChanged(draft, 0, { pattern: "\\d+", max_length: 5 });
    draft = withFieldChanged(draft, 0, { type: "number" });
    expect(draft.definition.fields[0]).toEqual({
      type: "number",
      name: "field_1",
      label: {},
      required: false,
    });
    draft = withFieldMoved(draft, 1, -1);
    expect(draft.definition.fields.map((f) => f.name)).toEqual(["field_2", "field_1"]);
    expect(withFieldMoved(draft, 0, -1)).toBe(draft);
  });
});

describe("the form builder machine", () => {
  const draft: FormDraft = {
    slug: "callback",
    title: { en: "Call me back" },
    placement: "contact_us",
    definition: form.definition,
  };

  /** An audit entry about the form, as the server answers it with the form. */
  const entry = (action: string): AuditEntry => ({
    id: action,
    actor: { id: "a1b2c3d4-2f7b-4c61-9a55-1c0b8f1b2a11", name: "Admin" },
    action,
    target_kind: "form",
    target_id: FORM_ID,
    before: null,
    after: null,
    at: "2026-11-20T08:30:00.000Z",
  });
  const detail = (value: Form, actions: string[]): FormDetail => ({
    ...value,
    audit: actions.map(entry),
  });

  function start(overrides: {
    check?: () => Promise<FieldErrors>;
    save?: (input: FormSave) => Promise<FormDetail>;
    files?: DownloadedFile[];
    lists?: Form[][];
  }) {
    const lists = overrides.lists ?? [[]];
    let listed = 0;
    return createActor(
      formBuilderMachine.provide({
        actors: {
          list: fromPromise(async () => lists[Math.min(listed++, lists.length - 1)] ?? []),
          check: fromPromise(overrides.check ?? (async () => ({}))),
          audit: fromPromise(async () => [entry("form.update"), entry("form.create")]),
          save: fromPromise(({ input }: { input: FormSave }) =>
            (overrides.save ?? (async (i: FormSave) => detail(saved(i.draft), ["form.create"])))(
              input,
            ),
          ),
          publish: fromPromise(async () =>
            detail(saved(draft, { published: true }), ["form.publish", "form.create"]),
          ),
          download: fromPromise(async () => ({
            blob: new Blob(["a"]),
            fileName: "bozor-form-callback.csv",
          })),
        },
        actions: { save: (_, file) => overrides.files?.push(file) },
      }),
    ).start();
  }

  it("saves a new form, then publishes it and reads the list again", async () => {
    const saves: FormSave[] = [];
    const actor = start({
      save: async (input) => {
        saves.push(input);
        return detail(saved(input.draft), ["form.create"]);
      },
      lists: [[], [saved(draft, { published: true })]],
    });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    // Nothing open: nothing to publish or export yet.
    expect(actor.getSnapshot().can({ type: "builder.publish", published: true })).toBe(false);
    actor.send({ type: "builder.edit", draft });
    actor.send({ type: "builder.save" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }) && s.context.openId !== null);
    expect(saves).toEqual([{ id: null, draft }]);
    expect(actor.getSnapshot().context.forms.map((f) => f.id)).toEqual([FORM_ID]);
    // The list keeps forms; the open one's audit entries are beside it, as saved.
    expect(actor.getSnapshot().context.forms[0]).not.toHaveProperty("audit");
    expect(actor.getSnapshot().context.audit?.map((e) => e.action)).toEqual(["form.create"]);
    actor.send({ type: "builder.publish", published: true });
    await waitFor(
      actor,
      (s) => s.matches({ ready: "idle" }) && s.context.forms[0]?.published === true,
    );
    expect(actor.getSnapshot().context.audit?.map((e) => e.action)).toEqual([
      "form.publish",
      "form.create",
    ]);
    actor.send({ type: "builder.save" });
    await waitFor(actor, () => saves.length === 2);
    expect(saves[1]?.id).toBe(FORM_ID);
  });

  it("keeps the contract's refusals beside their fields and the server's for the form", async () => {
    const actor = start({
      check: async () => ({ slug: "form_slug_invalid" }),
    });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "builder.save" });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.errors).toEqual({ slug: "form_slug_invalid" });

    const refused = start({
      save: async () => {
        throw new FieldFailure("form_slug_taken", 409, "slug");
      },
    });
    await waitFor(refused, (s) => s.matches({ ready: "idle" }));
    refused.send({ type: "builder.save" });
    await waitFor(refused, (s) => s.context.error !== null);
    expect(refused.getSnapshot().context).toMatchObject({
      errors: { slug: "form_slug_taken" },
      error: "form_slug_taken",
      openId: null,
    });
  });

  it("opens a listed form and hands its answers' CSV to the page", async () => {
    const files: DownloadedFile[] = [];
    const actor = start({ files, lists: [[saved(draft)]] });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "builder.open", id: FORM_ID });
    // Editable at once; its audit entries arrive after.
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    expect(actor.getSnapshot().context.audit).toBeNull();
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    expect(actor.getSnapshot().context.audit?.map((e) => e.action)).toEqual([
      "form.update",
      "form.create",
    ]);
    actor.send({ type: "builder.new" });
    expect(actor.getSnapshot().context).toMatchObject({ openId: null, audit: null });
    actor.send({ type: "builder.open", id: FORM_ID });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
    actor.send({ type: "builder.export" });
    await waitFor(actor, () => files.length === 1);
    expect(files[0]?.fileName).toBe("bozor-form-callback.csv");
  });

  it("offers a retry when the list cannot be read", async () => {
    let fail = true;
    const actor = createActor(
      formBuilderMachine.provide({
        actors: {
          list: fromPromise<Form[]>(async () => {
            if (fail) throw new RequestFailure("network_error", null);
            return [];
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("network_error");
    fail = false;
    actor.send({ type: "builder.retry" });
    await waitFor(actor, (s) => s.matches({ ready: "idle" }));
  });
});
