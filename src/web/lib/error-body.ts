import type { ErrorResponse } from "../../shared/contracts/common.ts";

/** The server's error body (`{ error: { code, message, fields? } }`). */
export function isErrorResponse(body: unknown): body is ErrorResponse {
  return (
    typeof body === "object" &&
    body !== null &&
    "error" in body &&
    typeof (body as ErrorResponse).error?.message === "string"
  );
}

/** The text as JSON, or undefined when it is not JSON. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
