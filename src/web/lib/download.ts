import { NETWORK_ERROR_MESSAGE } from "./api.ts";
import { downloadFailureReason, fileNameFromDisposition } from "./download-response.ts";

export type DownloadResult = { ok: true; fileName: string } | { ok: false; reason: string };

/**
 * Above this size the file is not held in the page: once the server has said yes (status and headers), the
 * browser downloads the same address itself, streaming it to disk.
 */
const IN_PAGE_LIMIT_BYTES = 200 * 1024 * 1024;
/** How long the saved file's object URL lives (the browser has taken the file by then). */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands an address to the browser's downloads, under a file name. */
function save(href: string, fileName: string): void {
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  a.rel = "noopener";
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
}

/** The last part of an address's path, as a file name of last resort. */
function nameFromUrl(url: string): string {
  const last = new URL(url, window.location.href).pathname.split("/").pop();
  return last ? decodeURIComponent(last) : "download";
}

/**
 * Every download in the app: fetches the file with the session cookie, checks the answer, then saves it under
 * the server's file name. A refusal (401, 404, …) or a network failure comes back as a reason instead, so
 * the screen can say 'Download Failed' and never 'Download Started' for a file that did not come.
 */
export async function downloadFile(url: string): Promise<DownloadResult> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: "same-origin" });
  } catch {
    return { ok: false, reason: NETWORK_ERROR_MESSAGE };
  }
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    return { ok: false, reason: downloadFailureReason(res.status, text) };
  }
  const fileName = fileNameFromDisposition(res.headers.get("content-disposition")) ?? nameFromUrl(url);
  if (Number(res.headers.get("content-length")) > IN_PAGE_LIMIT_BYTES) {
    await res.body?.cancel().catch(() => undefined);
    save(url, fileName);
    return { ok: true, fileName };
  }
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    return { ok: false, reason: NETWORK_ERROR_MESSAGE };
  }
  saveBlob(blob, fileName);
  return { ok: true, fileName };
}

/** Hands bytes the page already holds (a PDF answered to a POST) to the browser's downloads, under a file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  save(objectUrl, fileName);
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
}
