import { useActorRef } from "@xstate/react";
import { useIntl } from "react-intl";
import { useLocation } from "wouter";
import type { ActorRefFrom } from "xstate";
import { createBlogEditorActors } from "../../../machines/blog.actors";
import { blogEditorMachine } from "../../../machines/blog-editor.machine";
import { RequestFailure } from "../../../machines/request-failure";
import type { Lang } from "../../../sdk";
import { useActors } from "../../lib/actors-context";
import { ImageRefused, resizeImage } from "../../lib/resize-image";
import { editorPath } from "./admin-blog-paths";

export type BlogEditorActor = ActorRefFrom<typeof blogEditorMachine>;

/** Covers are shown up to 1200 px wide (the post's head image too). */
const COVER_MAX_SIDE = 1600;

async function prepareCover(file: Blob): Promise<string> {
  try {
    return (await resizeImage(file, { maxSide: COVER_MAX_SIDE })).base64;
  } catch (error) {
    if (error instanceof ImageRefused) throw new RequestFailure(error.code, null);
    throw error;
  }
}

/**
 * The editor machine for one post (`id` null: a new one), opening the tab of the interface
 * language. A new post's first save moves the address to its own; deleting goes to the list.
 */
export function useBlogEditor(id: string | null): BlogEditorActor {
  const { api } = useActors();
  const { locale } = useIntl();
  const [, navigate] = useLocation();
  return useActorRef(
    blogEditorMachine.provide({
      actors: createBlogEditorActors(api, prepareCover),
      actions: {
        created: (_, params) => navigate(editorPath(params.id), { replace: true }),
        deleted: () => navigate("/admin/blogs", { replace: true }),
      },
    }),
    { input: { id, lang: locale as Lang } },
  );
}
