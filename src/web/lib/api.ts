import type { ErrorResponse } from "../../shared/contracts/common.ts";
import { takeEarly } from "./early-requests.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";

/** An API failure, carrying the server's code, message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** What a request that never reached the server says. */
export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";

/** The server's error body (`{ error: { code, message, fields? } }`). */
export function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === "object" && body !== null && "error" in body && typeof (body as ErrorResponse).error?.message === "string";
}

let planRefused: (() => void) | null = null;

/**
 * What to do when the server says the organization's plan no longer opens what was asked for (403
 * PLAN_REQUIRED): the plan changed since the page started (another tab, another admin), so the session the
 * screens decide from is out of date. The session provider re-reads it, and the screen shows the upgrade card.
 */
export function onPlanRefused(handler: (() => void) | null): void {
  planRefused = handler;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === "AbortError";

/** JSON over fetch with cookies; any non-2xx becomes an ApiError. */
export async function api<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const early = method === "GET" ? takeEarly(path) : undefined;
  let res: Response;
  try {
    res = await (early ??
      fetch(path, {
        method,
        headers: init.body === undefined ? undefined : { "content-type": "application/json" },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: "same-origin",
        signal: init.signal,
      }));
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE);
  }
  const text = await res.text();
  if (!res.ok) throw failure(res.status, text);
  return (text ? safeJson(text) : undefined) as T;
}

/** A non-2xx answer as an ApiError: the server's code, message and fields when it sent its error body. */
function failure(status: number, text: string): ApiError {
  const body: unknown = text ? safeJson(text) : undefined;
  if (isErrorResponse(body)) {
    if (status === 403 && body.error.code === PLAN_REQUIRED) planRefused?.();
    return new ApiError(status, body.error.code, body.error.message, body.error.fields);
  }
  return new ApiError(status, "HTTP_" + status, "An unexpected error occurred.");
}

/**
 * POSTs JSON and answers the response's bytes (a PDF the server renders, for a preview): like `api`, with
 * cookies, any non-2xx an ApiError with the server's message, and a request that never arrived a NETWORK one.
 */
export async function apiBlob(path: string, body: unknown, init: { signal?: AbortSignal } = {}): Promise<Blob> {
  try {
    const res = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal: init.signal,
    });
    if (!res.ok) throw failure(res.status, await res.text());
    return await res.blob();
  } catch (err) {
    if (err instanceof ApiError || isAbort(err)) throw err;
    throw new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE);
  }
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
