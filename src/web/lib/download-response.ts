import { MSG } from "../../shared/messages.ts";
import { isErrorResponse, safeJson } from "./api.ts";

/**
 * The file name a response's Content-Disposition gives: `filename*=UTF-8''…` (RFC 5987) first, then
 * `filename="…"`; any folder part is dropped. Null when it names none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1] ?? plain[2] ?? "").replace(/\\(.)/g, "$1").trim() : null;
  }
  const base = name?.replace(/^.*[\\/]/, "").trim();
  return base ? base : null;
}

/** Why a download was refused, in words: the server's own message when it sent one, else by status. */
export function downloadFailureReason(status: number, bodyText: string): string {
  const body = bodyText ? safeJson(bodyText) : undefined;
  if (isErrorResponse(body) && body.error.message) return body.error.message;
  if (status === 401) return "Your session has ended. Please sign in again.";
  if (status === 403) return "You do not have access to this file.";
  if (status === 404) return "This file no longer exists.";
  return MSG.downloadFailed.message;
}
