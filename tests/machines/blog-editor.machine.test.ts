import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { checkBlogPost } from "../../machines/blog.actors";
import { bodyOf, emptyDraft, isoOf, localInputOf } from "../../machines/blog-draft";
import { blogEditorMachine } from "../../machines/blog-editor.machine";
import type { FieldErrors } from "../../machines/field-check";
import { RequestFailure } from "../../machines/request-failure";
import type { AdminBlogPost, AuditEntry, BlogPostInput } from "../../sdk";

const POST_ID = "5d0c7a51-2f7b-4c61-9a55-1c0b8f1b2a11";
const COVER_ID = "8d0d3a5e-2f7b-4c61-9a55-1c0b8f1b2a11";

const savedPost = (body: BlogPostInput, id = POST_ID): AdminBlogPost => ({
  id,
  translations: body.translations,
  cover: body.cover,
  status: body.status,
  publish_at: body.publish_at ?? "2026-11-20T08:30:00.000Z",
  state: body.status === "draft" ? "draft" : "published",
  created_at: "2026-11-20T08:30:00.000Z",
  updated_at: "2026-11-20T08:30:00.000Z",
  audit: [auditEntry(body.status === "draft" ? "blog_post.create" : "blog_post.publish", id)],
});

/** The server's record of the save, as it answers it with the post. */
function auditEntry(action: string, id: string): AuditEntry {
  return {
    id: action,
    actor: { id: "a1b2c3d4-2f7b-4c61-9a55-1c0b8f1b2a11", name: "Admin" },
    action,
    target_kind: "blog_post",
    target_id: id,
    before: null,
    after: null,
    at: "2026-11-20T08:30:00.000Z",
  };
}

interface Fakes {
  check?: (body: BlogPostInput) => Promise<FieldErrors>;
  save?: (input: { id: string | null; body: BlogPostInput }) => Promise<AdminBlogPost>;
  upload?: () => Promise<string>;
  remove?: () => Promise<void>;
  load?: () => Promise<AdminBlogPost>;
}

function editor(id: string | null, fakes: Fakes = {}) {
  const created: string[] = [];
  let deleted = 0;
  const saves: Array<{ id: string | null; body: BlogPostInput }> = [];
  const actor = createActor(
    blogEditorMachine.provide({
      actors: {
        load: fromPromise(fakes.load ?? (async () => savedPost(bodyOf(emptyDraft())))),
        upload: fromPromise(fakes.upload ?? (async () => COVER_ID)),
        check: fromPromise(async ({ input }: { input: { body: BlogPostInput } }) =>
          (fakes.check ?? checkBlogPost)(input.body),
        ),
        save: fromPromise(
          async ({ input }: { input: { id: string | null; body: BlogPostInput } }) => {
            saves.push(input);
            return (fakes.save ?? (async ({ body }) => savedPost(body)))(input);
          },
        ),
        remove: fromPromise(fakes.remove ?? (async () => {})),
      },
      actions: {
        created: (_, params) => created.push(params.id),
        deleted: () => {
          deleted += 1;
        },
      },
    }),
    { input: { id, lang: "fa" } },
  );
  actor.start();
  return { actor, created, saves, deleted: () => deleted };
}

describe("the blog draft", () => {
  it("sends only the languages written, and an empty time as now", () => {
    const draft = emptyDraft();
    draft.translations.fa = { title: "سلام", body: "متن" };
    draft.translations.en = { title: " ", body: "" };
    expect(bodyOf({ ...draft, status: "published" })).toEqual({
      translations: { fa: { title: "سلام", body: "متن" } },
      cover: null,
      status: "published",
      publish_at: null,
    });
  });

  it("reads and writes the publication time in the editor's time zone", () => {
    const iso = "2026-12-01T09:15:00.000Z";
    expect(isoOf(localInputOf(iso))).toBe(iso);
    expect(isoOf("")).toBeNull();
    expect(isoOf("not a time")).toBe("not a time");
  });
});

describe("the blog editor machine", () => {
  it("keeps the audit entries the server answers with the loaded and then the saved post", async () => {
    const { actor } = editor(POST_ID);
    await waitFor(actor, (s) => s.matches({ ready: "editing" }));
    expect(actor.getSnapshot().context.post?.audit.map((entry) => entry.action)).toEqual([
      "blog_post.create",
    ]);
    actor.send({ type: "blog.edit", lang: "ru", field: "title", value: "Привет" });
    actor.send({ type: "blog.edit", lang: "ru", field: "body", value: "Текст" });
    actor.send({ type: "blog.status", status: "published" });
    actor.send({ type: "blog.save" });
    await waitFor(actor, (s) => s.context.saved);
    expect(actor.getSnapshot().context.post?.audit.map((entry) => entry.action)).toEqual([
      "blog_post.publish",
    ]);
  });

  it("writes a post in two languages, checks it, saves it and reports the new id", async () => {
    const { actor, created, saves } = editor(null);
    expect(actor.getSnapshot().context.tab).toBe("fa");
    actor.send({ type: "blog.edit", lang: "ru", field: "title", value: "Привет" });
    actor.send({ type: "blog.edit", lang: "ru", field: "body", value: "Текст" });
    actor.send({ type: "blog.edit", lang: "fa", field: "title", value: "سلام" });
    actor.send({ type: "blog.edit", lang: "fa", field: "body", value: "متن" });
    actor.send({ type: "blog.status", status: "published" });
    actor.send({ type: "blog.save" });
    await waitFor(actor, (s) => s.context.saved);
    expect(actor.getSnapshot().matches({ ready: "editing" })).toBe(true);
    expect(created).toEqual([POST_ID]);
    expect(saves[0]).toEqual({
      id: null,
      body: {
        translations: {
          ru: { title: "Привет", body: "Текст" },
          fa: { title: "سلام", body: "متن" },
        },
        cover: null,
        status: "published",
        publish_at: null,
      },
    });
    // Saved again, it is an update, dated as the server first dated it.
    actor.send({ type: "blog.edit", lang: "ru", field: "body", value: "Новый текст" });
    expect(actor.getSnapshot().context.saved).toBe(false);
    actor.send({ type: "blog.save" });
    await waitFor(actor, (s) => s.context.saved);
    expect(saves[1]?.id).toBe(POST_ID);
    expect(saves[1]?.body.publish_at).toBe("2026-11-20T08:30:00.000Z");
    expect(created).toHaveLength(1);
  });

  it("stays editing with the contract's codes and opens the first tab with one", async () => {
    const { actor, saves } = editor(null);
    actor.send({ type: "blog.save" });
    await waitFor(actor, (s) => s.matches({ ready: "editing" }) && !s.hasTag("busy"));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      translations: "blog_translation_required",
    });
    actor.send({ type: "blog.edit", lang: "uz", field: "title", value: "Sarlavha" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: "blog.save" });
    await waitFor(actor, (s) => Object.keys(s.context.fieldErrors).length > 0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ "uz.body": "blog_body_required" });
    expect(actor.getSnapshot().context.tab).toBe("uz");
    expect(saves).toHaveLength(0);
  });

  it("keeps the draft and shows the server's refusal", async () => {
    const { actor } = editor(null, {
      save: async () => {
        throw new RequestFailure("image_not_found", 400);
      },
    });
    actor.send({ type: "blog.edit", lang: "en", field: "title", value: "Title" });
    actor.send({ type: "blog.edit", lang: "en", field: "body", value: "Body" });
    actor.send({ type: "blog.save" });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("image_not_found");
    expect(actor.getSnapshot().context.draft.translations.en.title).toBe("Title");
  });

  it("uploads a cover, and keeps the old one when an upload is refused", async () => {
    let refuse = false;
    const { actor } = editor(null, {
      upload: async () => {
        if (refuse) throw new RequestFailure("image_invalid", 400);
        return COVER_ID;
      },
    });
    actor.send({ type: "blog.cover.pick", file: new Blob(["x"]) });
    await waitFor(actor, (s) => s.context.draft.cover === COVER_ID);
    refuse = true;
    actor.send({ type: "blog.cover.pick", file: new Blob(["y"]) });
    await waitFor(actor, (s) => s.context.coverError !== null);
    expect(actor.getSnapshot().context.coverError).toBe("image_invalid");
    expect(actor.getSnapshot().context.draft.cover).toBe(COVER_ID);
    actor.send({ type: "blog.cover.remove" });
    expect(actor.getSnapshot().context.draft.cover).toBeNull();
  });

  it("loads a saved post, and deletes it only after confirmation", async () => {
    const stored = savedPost({
      translations: { ru: { title: "Т", body: "Б" } },
      cover: COVER_ID,
      status: "published",
      publish_at: "2026-12-01T09:15:00.000Z",
    });
    const { actor, deleted } = editor(POST_ID, { load: async () => stored });
    await waitFor(actor, (s) => s.matches({ ready: "editing" }));
    expect(actor.getSnapshot().context.draft.translations.ru).toEqual({ title: "Т", body: "Б" });
    expect(actor.getSnapshot().context.draft.cover).toBe(COVER_ID);
    actor.send({ type: "blog.delete" });
    expect(actor.getSnapshot().matches({ ready: "confirmingDelete" })).toBe(true);
    actor.send({ type: "blog.deleteCancel" });
    expect(actor.getSnapshot().matches({ ready: "editing" })).toBe(true);
    actor.send({ type: "blog.delete" });
    actor.send({ type: "blog.deleteConfirm" });
    await waitFor(actor, (s) => s.status === "done");
    expect(deleted()).toBe(1);
  });

  it("offers no delete for a post never saved", () => {
    const { actor } = editor(null);
    actor.send({ type: "blog.delete" });
    expect(actor.getSnapshot().matches({ ready: "editing" })).toBe(true);
  });

  it("shows why a post could not load, and retries", async () => {
    let fail = true;
    const { actor } = editor(POST_ID, {
      load: async () => {
        if (fail) throw new RequestFailure("blog_post_not_found", 404);
        return savedPost(bodyOf(emptyDraft()));
      },
    });
    await waitFor(actor, (s) => s.matches("loadFailed"));
    expect(actor.getSnapshot().context.error).toBe("blog_post_not_found");
    fail = false;
    actor.send({ type: "blog.retry" });
    await waitFor(actor, (s) => s.matches({ ready: "editing" }));
  });
});
