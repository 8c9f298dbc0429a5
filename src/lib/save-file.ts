import type { DownloadedFile } from "../../machines/download-file";

/**
 * Saves a downloaded file the way a browser saves a link's target: an object URL for the blob
 * and a click on an `<a download>` naming the file. The URL is let go once the click has
 * handed the blob to the download (a task later), so the page keeps no copy.
 */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
