import { useActorRef } from "@xstate/react";
import { useLocation } from "wouter";
import type { ActorRefFrom } from "xstate";
import { createOfferingEditorActors } from "../../../machines/listings.actors";
import type { CurrencyCode } from "../../../machines/offering-draft";
import { offeringEditorMachine } from "../../../machines/offering-editor.machine";
import { RequestFailure } from "../../../machines/request-failure";
import type { OfferingKind } from "../../../sdk";
import { useActors } from "../../lib/actors-context";
import { ImageRefused, resizeImage } from "../../lib/resize-image";
import { editorPath, listPath } from "./listing-paths";

export type EditorActor = ActorRefFrom<typeof offeringEditorMachine>;

/** Photos go up at most 2048 px on their longest side, whatever the camera made. */
const MAX_SIDE = 2048;

async function prepareImage(file: Blob): Promise<string> {
  try {
    return (await resizeImage(file, { maxSide: MAX_SIDE })).base64;
  } catch (error) {
    if (error instanceof ImageRefused) throw new RequestFailure(error.code, null);
    throw error;
  }
}

/**
 * The editor machine for one offering (`id` null: a new one), started with the owner's
 * business status and display currency as they are now. A new offering's first save moves the
 * address to its own; deleting it goes back to the list.
 */
export function useOfferingEditor(kind: OfferingKind, id: string | null): EditorActor {
  const { api, session, currency } = useActors();
  const [, navigate] = useLocation();
  return useActorRef(
    offeringEditorMachine.provide({
      actors: createOfferingEditorActors(api, prepareImage),
      actions: {
        created: (_, params) => navigate(editorPath(kind, params.id), { replace: true }),
        deleted: () => navigate(listPath(kind), { replace: true }),
      },
    }),
    {
      input: {
        kind,
        id,
        businessStatus: session.getSnapshot().context.user?.business_status ?? null,
        currency: currency.getSnapshot().context.code as CurrencyCode,
      },
    },
  );
}
