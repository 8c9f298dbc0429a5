import { type FailureCode, RequestFailure } from "../../../machines/request-failure";

const FALLBACK_NAME = "download";

/**
 * The name a downloaded file is saved under (SPEC.md section 7): the caller's name plus an
 * extension, because the caller knows what the file is called for the user while only the server
 * knows what kind of file it sent. An extension given here wins; otherwise the one of the file
 * name in Content-Disposition (`filename*=`, RFC 5987, before `filename=`); otherwise none.
 * The extension is not added again when the name already ends with it, and path separators are
 * replaced so the name can never point into another folder.
 */
export function downloadFileName(
  name: string,
  response: { headers: Headers },
  extension?: string,
): string {
  const base = name.replace(/[/\\]/g, "_").trim() || FALLBACK_NAME;
  const ext =
    cleanExtension(extension) ||
    extensionOf(fileNameFromDisposition(response.headers.get("Content-Disposition")));
  if (!ext || base.toLowerCase().endsWith(`.${ext.toLowerCase()}`)) return base;
  return `${base}.${ext}`;
}

/**
 * GETs `url` through the app's fetch (so the bearer token goes along), and hands the answer to
 * the browser's own download through a temporary `<a download>`. A failed answer throws a
 * RequestFailure, like every other call, instead of saving the error page as the file.
 */
export async function downloadFile(
  fetchFn: (request: Request) => Promise<Response>,
  url: string,
  name: string,
  extension?: string,
): Promise<void> {
  const response = await fetchFn(new Request(new URL(url, document.baseURI)));
  if (!response.ok) throw await failureOf(response);
  const href = URL.createObjectURL(await response.blob());
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.download = downloadFileName(name, response, extension);
  anchor.hidden = true;
  // Firefox only follows a click on an anchor that is in the document.
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // The browser reads the blob after the click's task; revoking at once may cancel the download.
    await new Promise((resolve) => setTimeout(resolve, 0));
    URL.revokeObjectURL(href);
  }
}

function cleanExtension(extension: string | null | undefined): string {
  return (extension ?? "").replace(/[/\\\s]/g, "").replace(/^\.+/, "");
}

/** `report.final.PDF` → `PDF`; a dotfile (`.env`) or a name ending in a dot has none. */
function extensionOf(fileName: string | null): string {
  const baseName = fileName?.split(/[/\\]/).pop()?.trim() ?? "";
  const dot = baseName.lastIndexOf(".");
  return dot > 0 ? cleanExtension(baseName.slice(dot + 1)) : "";
}

function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*"?([\w!#$&+^`{}~-]+)'[^']*'([^;"\s]*)/i.exec(header);
  const decoded = extended?.[1] && extended[2] ? decodeExtValue(extended[1], extended[2]) : null;
  if (decoded) return decoded;
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, "$1") : (plain[2]?.trim() ?? null);
}

/** RFC 5987 `ext-value`: UTF-8 (what servers send) or ISO-8859-1; another charset is unreadable. */
function decodeExtValue(charset: string, encoded: string): string | null {
  try {
    switch (charset.toLowerCase()) {
      case "utf-8":
        return decodeURIComponent(encoded);
      case "iso-8859-1":
        return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      default:
        return null;
    }
  } catch {
    // A malformed escape: the plain `filename=` may still be readable.
    return null;
  }
}

async function failureOf(response: Response): Promise<RequestFailure> {
  const body: unknown = await response.json().catch(() => null);
  const detail =
    typeof body === "object" && body !== null && "detail" in body && typeof body.detail === "string"
      ? (body.detail as FailureCode)
      : "something_went_wrong";
  return new RequestFailure(detail, response.status);
}
