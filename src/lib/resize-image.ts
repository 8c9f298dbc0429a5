/** A picture made ready to upload: base64 without the `data:` prefix, as the contract takes it. */
export interface PreparedImage {
  base64: string;
  /** The type it was encoded as (JPEG, or PNG when it may be transparent). */
  type: string;
  width: number;
  height: number;
}

export interface ResizeOptions {
  /** The longest side after resizing, in pixels (SPEC: avatars at most 512). */
  maxSide: number;
  /** Crop to the centred square first (avatars, logos). */
  square?: boolean;
}

/** A file larger than this is refused before decoding: a phone would spend seconds on it. */
const largestSourceBytes = 25 * 1024 * 1024;

/** What a prepared image fails with: the contract's codes, so views translate them as-is. */
export class ImageRefused extends Error {
  constructor(readonly code: "image_invalid" | "image_too_large") {
    super(code);
  }
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * Decodes a chosen file in the browser, crops and scales it (never up), and encodes it as
 * JPEG, or PNG when it may be transparent, so an upload is a few hundred kilobytes whatever
 * the camera made. The server still reads the type from the bytes and holds the size limit.
 */
export async function resizeImage(file: Blob, options: ResizeOptions): Promise<PreparedImage> {
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") {
    throw new ImageRefused("image_invalid");
  }
  if (file.size > largestSourceBytes) throw new ImageRefused("image_too_large");
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageRefused("image_invalid");
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const source = options.square
    ? { x: (bitmap.width - side) / 2, y: (bitmap.height - side) / 2, w: side, h: side }
    : { x: 0, y: 0, w: bitmap.width, h: bitmap.height };
  const scale = Math.min(1, options.maxSide / Math.max(source.w, source.h));
  const width = Math.max(1, Math.round(source.w * scale));
  const height = Math.max(1, Math.round(source.h * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new ImageRefused("image_invalid");
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, source.x, source.y, source.w, source.h, 0, 0, width, height);
  bitmap.close();
  const type = file.type === "image/png" || file.type === "image/gif" ? "image/png" : "image/jpeg";
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  if (!blob) throw new ImageRefused("image_invalid");
  return { base64: await base64Of(blob), type, width, height };
}
