import { isErrorResponse, safeJson } from "./error-body.ts";
import { takeEarly } from "./early-requests.ts";
import { PLAN_REQUIRED } from "../../shared/plan-required.ts";
import { href, type AddressOf, type AnswerOf, type AnyRoute, type BodyOf } from "../../shared/route.ts";

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

/** What an error answer without the server's error body says (spec §7: "the message field…, else API request failed"). */
export const API_FAILED_MESSAGE = "API request failed";

/** What a request that never reached the server says. */
export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";

export { isErrorResponse, safeJson } from "./error-body.ts";

let planRefused: (() => void) | null = null;

/**
 * What to do when the server says the organization's plan no longer opens what was asked for (403
 * PLAN_REQUIRED): the plan changed since the page started (another tab, another admin), so the session the
 * screens decide from is out of date. The session provider re-reads it, and the screen shows the upgrade card.
 */
export function onPlanRefused(handler: (() => void) | null): void {
  planRefused = handler;
}

let sessionEnded: (() => void) | null = null;

/**
 * What to do when the server answers 401: the session this page runs under is over (signed out elsewhere,
 * revoked, expired, a password changed). The session provider forgets what the device kept offline for it
 * (decision 0028). Unset on the server, which draws pages with this client.
 */
export function onSessionEnded(handler: (() => void) | null): void {
  sessionEnded = handler;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === "AbortError";
const isTimeout = (err: unknown) => err instanceof DOMException && err.name === "TimeoutError";

/** The spec's client: a request is given up after 30 s; 3 attempts in all for 429 and 5xx (decision 0033). */
export const API_TIMEOUT_MS = 30_000;
export const API_ATTEMPTS = 3;
/** The first wait before another attempt; doubled each time, plus up to a quarter more at random (no herd). */
export const RETRY_BASE_MS = 500;
/** A `Retry-After` longer than this is not waited for: the failure is answered at once. */
export const MAX_RETRY_WAIT_MS = 10_000;

/** What a request that took longer than `API_TIMEOUT_MS` says. */
export const TIMEOUT_MESSAGE = "The server took too long to answer. Please try again.";

/** Statuses the client tries again (after a wait): too many requests, and the server's own failures. */
export const isRetriedStatus = (status: number) => status === 429 || status >= 500;

/** Methods whose repetition changes nothing more than their first time; a POST only with its `clientKey`. */
const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

let retrying = true;

/**
 * Whether 429 and 5xx are tried again. The server's page drawing turns it off (decision 0031: a failed read is
 * left to the browser, and a wait would only push the drawing past its 1.5 s).
 */
export function setRetries(on: boolean): void {
  retrying = on;
}

function mayRetry(method: string, body: unknown): boolean {
  if (!retrying) return false;
  if (IDEMPOTENT.has(method)) return true;
  // A record made "exactly once per clientKey" (the outbox's and the site forms' bodies) may be sent again.
  return (
    method === "POST" &&
    typeof body === "object" &&
    body !== null &&
    typeof (body as { clientKey?: unknown }).clientKey === "string"
  );
}

/** The wait `Retry-After` asks for (seconds or an HTTP date), in ms; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The wait before attempt `attempt + 1` (attempt counts from 1): `Retry-After` when given, else the backoff. */
function retryDelay(attempt: number, res: Response): number | null {
  const asked = retryAfterMs(res.headers.get("retry-after"));
  if (asked !== null) return asked <= MAX_RETRY_WAIT_MS ? asked : null;
  const base = RETRY_BASE_MS * 2 ** (attempt - 1);
  return base + Math.floor(Math.random() * (base / 4));
}

/** The caller's signal (if any) and a timeout, as one; AbortSignal.any where the browser has it. */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; done: () => void } {
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return { signal: timeout, done: () => undefined };
  if (typeof AbortSignal.any === "function")
    return { signal: AbortSignal.any([signal, timeout]), done: () => undefined };
  const both = new AbortController();
  const forward = (from: AbortSignal) => () => both.abort(from.reason);
  const onCaller = forward(signal);
  const onTimeout = forward(timeout);
  if (signal.aborted) both.abort(signal.reason);
  signal.addEventListener("abort", onCaller, { once: true });
  timeout.addEventListener("abort", onTimeout, { once: true });
  return {
    signal: both.signal,
    done: () => {
      signal.removeEventListener("abort", onCaller);
      timeout.removeEventListener("abort", onTimeout);
    },
  };
}

/** Waits `ms`, or rejects with the caller's abort. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * One fetch with the 30 s timeout: the response, or an ApiError for one that never came (NETWORK, TIMEOUT).
 * The caller's own abort is thrown as it is.
 */
async function fetchOnce(path: string, init: RequestInit, callerSignal: AbortSignal | undefined): Promise<Response> {
  const { signal, done } = withTimeout(callerSignal, API_TIMEOUT_MS);
  try {
    return await fetch(path, { ...init, signal });
  } catch (err) {
    if (callerSignal?.aborted) throw err;
    if (isTimeout(err) || signal.aborted) throw new ApiError(0, "TIMEOUT", TIMEOUT_MESSAGE);
    if (isAbort(err)) throw err;
    throw new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE);
  } finally {
    done();
  }
}

/**
 * Sends a request, trying again after 429 and 5xx (with `Retry-After` or the backoff) up to `API_ATTEMPTS` in
 * all, only when repeating it is harmless (`mayRetry`). Answers the last response.
 */
async function send(
  path: string,
  init: RequestInit,
  body: unknown,
  callerSignal: AbortSignal | undefined,
  first?: Promise<Response>,
): Promise<Response> {
  const method = init.method ?? "GET";
  const attempts = mayRetry(method, body) ? API_ATTEMPTS : 1;
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    if (attempt === 1 && first) {
      try {
        res = await first;
      } catch (err) {
        if (isAbort(err)) throw err;
        throw new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE);
      }
    } else {
      res = await fetchOnce(path, init, callerSignal);
    }
    if (!isRetriedStatus(res.status) || attempt >= attempts) return res;
    const wait = retryDelay(attempt, res);
    if (wait === null) return res;
    // The answer is not read: let its connection go.
    void res.body?.cancel().catch(() => undefined);
    await sleep(wait, callerSignal);
  }
}

/**
 * JSON over fetch with cookies; any non-2xx becomes an ApiError. 30 s per attempt; 429 and 5xx are tried again
 * (3 attempts in all) for GET, HEAD, PUT, DELETE and a POST carrying its `clientKey`, never another POST.
 */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const early = method === "GET" ? takeEarly(path) : undefined;
  const res = await send(
    path,
    {
      method,
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    },
    init.body,
    init.signal,
    early,
  );
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) throw failure(res.status, text);
  return (text ? safeJson(text) : undefined) as T;
}

type BodyPart<B> = [B] extends [undefined] ? { body?: undefined } : { body: B };

/** What `call` takes for a route: its address (parameters, query), its body when it has one, and a signal. */
export type CallInput<R extends AnyRoute> = AddressOf<R> & BodyPart<BodyOf<R>> & { signal?: AbortSignal };

/** `call`'s input, left out where the route needs nothing. */
export type CallArgs<R extends AnyRoute> =
  Record<never, never> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * Calls a route table's entry (decision 0047): its method, its address built from the parameters and query, its
 * body; the answer is of the type the table names, which the server's schema for the route is held to.
 */
export function call<R extends AnyRoute>(entry: R, ...[input]: CallArgs<R>): Promise<AnswerOf<R>> {
  return callRoute(entry, input ?? {});
}

/** What `callRoute` takes: any route's input, unchecked. */
export type RouteInput = { params?: Record<string, string>; query?: object; body?: unknown; signal?: AbortSignal };

/**
 * `call` for the kit's generic builders (saves, deletes, pages), whose route types the compiler cannot resolve
 * inside them: their own signatures hold their callers to the table.
 */
export function callRoute<R extends AnyRoute>(entry: R, input: RouteInput): Promise<AnswerOf<R>> {
  return api<AnswerOf<R>>(href(entry, input as AddressOf<R>), {
    method: entry.method,
    body: input.body,
    signal: input.signal,
  });
}

/** A non-2xx answer as an ApiError: the server's code, message and fields when it sent its error body. */
function failure(status: number, text: string): ApiError {
  if (status === 401) sessionEnded?.();
  const body: unknown = text ? safeJson(text) : undefined;
  if (isErrorResponse(body)) {
    if (status === 403 && body.error.code === PLAN_REQUIRED) planRefused?.();
    return new ApiError(status, body.error.code, body.error.message, body.error.fields);
  }
  return new ApiError(status, "HTTP_" + status, API_FAILED_MESSAGE);
}

/**
 * POSTs JSON and answers the response's bytes (a PDF the server renders, for a preview): like `api`, with
 * cookies, any non-2xx an ApiError with the server's message, and a request that never arrived a NETWORK one.
 */
export async function apiBlob(path: string, body: unknown, init: { signal?: AbortSignal } = {}): Promise<Blob> {
  const res = await send(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    },
    body,
    init.signal,
  );
  try {
    if (!res.ok) throw failure(res.status, await res.text());
    return await res.blob();
  } catch (err) {
    if (err instanceof ApiError || isAbort(err)) throw err;
    throw new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE);
  }
}
