import { unwrap } from "./request-failure";

/**
 * SPEC.md section 7's download: a GET read as a blob, saved under a file name made of the given
 * name and an extension, the one the caller names or else the one of the file name in the
 * answer's `Content-Disposition`. The SDK call itself is the caller's (with `parseAs: "blob"`);
 * what is saved and how (an object URL and a link's click) is the page's injected effect.
 */

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name `Content-Disposition` gives: RFC 6266's `filename*` (RFC 8187,
 * `UTF-8''bozor-receipt-%D0%91.pdf`) when present and readable, else `filename` (quoted or not).
 */
export function dispositionFileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed escape: the plain `filename` below says the same, if there is one.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  return name || null;
}

/** `receipt.tar.gz` → `gz`; a name without a dot (or only a leading one) has none. */
function extensionOf(fileName: string | null): string | null {
  const dot = fileName?.lastIndexOf(".") ?? -1;
  return fileName && dot > 0 ? fileName.slice(dot + 1) : null;
}

/**
 * The name a download is saved as: `name` plus the extension asked for, else the answer's.
 * Without a name, the answer's own file name; without either, `download`. Path separators and
 * control characters never reach the saved name.
 */
export function downloadFileName(
  name: string,
  extension: string | undefined,
  disposition: string | null,
): string {
  const given = dispositionFileName(disposition);
  const base = name.trim();
  const ext = (extension ?? extensionOf(given) ?? "").replace(/^\./, "");
  const whole = base ? (ext ? `${base}.${ext}` : base) : (given ?? "download");
  return whole.replace(/[/\\\p{Cc}]/gu, "_");
}

interface BlobResult {
  data?: Blob | File;
  error?: unknown;
  response?: Response;
}

/** An SDK answer read as a blob, as the file to save (or the request's failure, thrown). */
export function downloadedFile(
  result: BlobResult,
  name: string,
  extension?: string,
): DownloadedFile {
  const blob = unwrap(result);
  const disposition = result.response?.headers.get("content-disposition") ?? null;
  return { blob, fileName: downloadFileName(name, extension, disposition) };
}
