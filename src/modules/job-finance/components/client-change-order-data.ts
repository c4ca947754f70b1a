import { createContext } from "react";
import { ApiError, call } from "../../../web/lib/api.ts";
import { takePageQueries } from "../../../web/lib/page-queries.ts";
import type { ChangeOrderAnswerInput, ClientChangeOrder } from "../job-finance.contract.ts";
import { CHANGE_ORDER_CHANGED_CODE } from "../job-finance.constants.ts";
import { jobFinanceEndpoints } from "../job-finance.routes.ts";

/**
 * The client's change-order page's data (no account): plain `call()`s, no React Query or zod, which are dashboard
 * code a phone opening a link should not download for one read and one answer.
 */

export type ClientChangeOrderLoad =
  | { state: "loading" }
  /** 404: a wrong or revoked link. */
  | { state: "invalid" }
  /** 410: expired. */
  | { state: "expired" }
  /** 410 CHANGE_ORDER_CHANGED: edited after it was sent; a new link will follow. */
  | { state: "changed" }
  | { state: "error"; message: string }
  | { state: "ready"; view: ClientChangeOrder };

const messageOf = (err: unknown) =>
  err instanceof Error && err.message ? err.message : "An unexpected error occurred.";

/** The change order behind `token`, or why the link no longer opens it. */
export async function readClientChangeOrder(token: string, signal?: AbortSignal): Promise<ClientChangeOrderLoad> {
  try {
    return { state: "ready", view: await call(jobFinanceEndpoints.client.changeOrder, { params: { token }, signal }) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { state: "invalid" };
    if (err instanceof ApiError && err.status === 410)
      return err.code === CHANGE_ORDER_CHANGED_CODE ? { state: "changed" } : { state: "expired" };
    return { state: "error", message: messageOf(err) };
  }
}

/** The page's first load as the server drew it (decision 0049): the drawing's own (server), else the one written into the page. */
export type DrawnClientChangeOrder = { token: string; load: ClientChangeOrderLoad };
export const ClientChangeOrderDrawing = createContext<DrawnClientChangeOrder | null>(null);

const DRAWN_STATES: ReadonlySet<string> = new Set(["invalid", "expired", "changed", "ready"]);
function isDrawn(value: unknown): value is DrawnClientChangeOrder {
  if (typeof value !== "object" || value === null) return false;
  const { token, load } = value as { token?: unknown; load?: unknown };
  if (typeof token !== "string" || typeof load !== "object" || load === null) return false;
  const state = (load as { state?: unknown }).state;
  return typeof state === "string" && DRAWN_STATES.has(state) && (state !== "ready" || "view" in load);
}

/** Taken once from the page (the server wrote it with its drawing), kept for the page's renders. */
let written: DrawnClientChangeOrder | null | undefined;
export function drawnLoad(token: string, drawing: DrawnClientChangeOrder | null): ClientChangeOrderLoad | null {
  if (drawing) return drawing.token === token ? drawing.load : null;
  if (written === undefined) {
    const data = takePageQueries();
    written = isDrawn(data) ? data : null;
  }
  return written?.token === token ? written.load : null;
}

export type AnswerResult = { ok: true; view: ClientChangeOrder } | { ok: false; status: number; message: string };

/** Approves or rejects it with the typed name, at the version read. */
export async function answerClientChangeOrder(token: string, body: ChangeOrderAnswerInput): Promise<AnswerResult> {
  try {
    return { ok: true, view: await call(jobFinanceEndpoints.client.answer, { params: { token }, body }) };
  } catch (err) {
    return { ok: false, status: err instanceof ApiError ? err.status : 0, message: messageOf(err) };
  }
}
