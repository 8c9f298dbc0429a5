import { useActorRef } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import {
  type BannerEditorMode,
  bannerEditorMachine,
} from "../../../machines/banner-editor.machine";
import { createBannerEditorActors } from "../../../machines/banners.actors";
import { RequestFailure } from "../../../machines/request-failure";
import type { BannerDetail } from "../../../sdk";
import { useActors } from "../../lib/actors-context";
import { ImageRefused, resizeImage } from "../../lib/resize-image";

export type BannerEditorActor = ActorRefFrom<typeof bannerEditorMachine>;

/** A banner is at most a wide hero: 2048 px on its longest side is more than any screen shows. */
const MAX_SIDE = 2048;

async function prepareBannerImage(file: Blob): Promise<string> {
  try {
    return (await resizeImage(file, { maxSide: MAX_SIDE })).base64;
  } catch (error) {
    if (error instanceof ImageRefused) throw new RequestFailure(error.code, null);
    throw error;
  }
}

/** The editor machine with the app's SDK and the page's effects after a save or a removal. */
export function useBannerEditor(
  mode: BannerEditorMode,
  id: string | null,
  effects: { saved: (banner: BannerDetail) => void; deleted?: () => void },
): BannerEditorActor {
  const { api } = useActors();
  return useActorRef(
    bannerEditorMachine.provide({
      actors: createBannerEditorActors(api, prepareBannerImage),
      actions: {
        saved: (_, banner) => effects.saved(banner),
        deleted: () => effects.deleted?.(),
      },
    }),
    { input: { mode, id } },
  );
}
