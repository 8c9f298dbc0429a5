import { fromPromise } from "xstate";
import type { PreparedPicture } from "../../../machines/avatar.machine";
import { RequestFailure } from "../../../machines/request-failure";
import { ImageRefused, resizeImage } from "../../lib/resize-image";

/** Avatars and logos: the centred square, at most 512 px (SPEC.md section 3, the contract). */
const PICTURE_SIDE = 512;

/**
 * A chosen file made ready to send, in the browser: a file that is no picture, or too large
 * to decode, fails with the contract's code, as the server would answer it.
 */
export async function preparePicture(file: Blob): Promise<PreparedPicture> {
  try {
    const { base64, type } = await resizeImage(file, { maxSide: PICTURE_SIDE, square: true });
    return { base64, type };
  } catch (error) {
    if (error instanceof ImageRefused) throw new RequestFailure(error.code, null);
    throw error;
  }
}

export const preparePictureActor = fromPromise<PreparedPicture, Blob>(({ input }) =>
  preparePicture(input),
);
