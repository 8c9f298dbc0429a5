import { ApiError } from "./errors";

const maxImageBytes = 2 * 1024 * 1024;

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type comes from the bytes alone; SVG is never accepted from users (it can carry script). */
function detectImageType(bytes: Buffer): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** Strict base64 (no data: prefix, no whitespace) to bytes of a known raster type. */
export function decodeUploadedImage(base64: string): { contentType: string; bytes: Buffer } {
  if (base64.length === 0 || base64.length % 4 !== 0 || !base64Pattern.test(base64)) {
    throw new ApiError(400, "image_invalid");
  }
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > maxImageBytes) throw new ApiError(400, "image_too_large");
  const contentType = detectImageType(bytes);
  if (!contentType) throw new ApiError(400, "image_invalid");
  return { contentType, bytes };
}
