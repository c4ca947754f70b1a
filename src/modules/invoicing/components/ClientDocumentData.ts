import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { href } from "../../../shared/route.ts";
import { ApiError, call } from "../../../web/lib/api.ts";
import { takePageQueries } from "../../../web/lib/page-queries.ts";
import type { AnswerInput, ClientDocument, PaidAnswer } from "../invoicing.contract.ts";
import { INVOICING_MSG, LINK_CHANGED_CODE } from "../invoicing.constants.ts";
import { invoicingEndpoints } from "../invoicing.routes.ts";

/**
 * The client's page's data (no account, no dashboard): the document its link opens, the estimate's answer, and
 * paying online (Pay Now, then the return from the provider's page). Plain `call()`s rather than React Query
 * hooks: React Query and the query cache are dashboard code, which a public page opened on a phone should not
 * download for a few requests and two forms.
 */

export type ClientDocumentLoad =
  | { state: "loading" }
  /** 404: a wrong or revoked link. */
  | { state: "invalid" }
  /** 410: the link has expired. */
  | { state: "expired" }
  /** 410 DOCUMENT_CHANGED: the estimate was edited after this link was sent; a new one will come. */
  | { state: "changed" }
  | { state: "error"; message: string }
  | { state: "ready"; view: ClientDocument };

/** A failed first load is tried once more on its own after this long (a phone's connection drops for a moment). */
const RETRY_AFTER_MS = 1500;

const errorMessage = (err: unknown) =>
  err instanceof Error && err.message ? err.message : "An unexpected error occurred.";

/** What a link that no longer opens its document shows instead (404, 410), or null for any other failure. */
function closedLink(err: unknown): ClientDocumentLoad | null {
  if (!(err instanceof ApiError)) return null;
  if (err.status === 404) return { state: "invalid" };
  if (err.status === 410) return err.code === LINK_CHANGED_CODE ? { state: "changed" } : { state: "expired" };
  return null;
}

/**
 * The document behind `token` read once: shown, or why the link no longer opens it. A `peek` leaves it unmarked
 * (the server drawing the page; a link checker may ask for it). Throws on any other failure.
 */
export async function readClientDocument(
  token: string,
  { peek = false, signal }: { peek?: boolean; signal?: AbortSignal } = {},
): Promise<ClientDocumentLoad> {
  try {
    const query = peek ? { peek: "1" as const } : {};
    return {
      state: "ready",
      view: await call(invoicingEndpoints.client.document, { params: { token }, query, signal }),
    };
  } catch (err) {
    const closed = closedLink(err);
    if (closed) return closed;
    throw err;
  }
}

/** The page's first load as the server drew it: the drawing's own (server), else the one written into the page. */
export type DrawnClientDocument = { token: string; load: ClientDocumentLoad };
export const ClientDocumentDrawing = createContext<DrawnClientDocument | null>(null);

const DRAWN_STATES: ReadonlySet<string> = new Set(["invalid", "expired", "changed", "ready"]);
function isDrawn(value: unknown): value is DrawnClientDocument {
  if (typeof value !== "object" || value === null) return false;
  const { token, load } = value as { token?: unknown; load?: unknown };
  if (typeof token !== "string" || typeof load !== "object" || load === null) return false;
  const state = (load as { state?: unknown }).state;
  return typeof state === "string" && DRAWN_STATES.has(state) && (state !== "ready" || "view" in load);
}

/** Taken once from the page (the server wrote it with its drawing), kept for the page's renders. */
let written: DrawnClientDocument | null | undefined;
function writtenLoad(token: string): ClientDocumentLoad | null {
  if (written === undefined) {
    const data = takePageQueries();
    written = isDrawn(data) ? data : null;
  }
  return written?.token === token ? written.load : null;
}

/**
 * Back from the provider's payment page (`?paid=<session>`): the payment's outcome as the provider has it
 * (received, or still processing), with what this tab set out to pay (null when it kept nothing: another tab or
 * device paid); or why it could not be confirmed, or that it was not finished.
 */
export type PaidReturn =
  | { state: "confirmed"; outcome: "received" | "processing"; intent: PaymentIntent | null }
  | { state: "failed"; message: string };

/**
 * Each payment session is confirmed once per page, whatever runs the effect again (StrictMode, a retry): the
 * answer is its outcome and the document as it now stands, the payment recorded.
 */
const confirmations = new Map<string, Promise<PaidAnswer>>();
function confirmOnce(token: string, sessionId: string): Promise<PaidAnswer> {
  let pending = confirmations.get(sessionId);
  if (!pending) {
    pending = call(invoicingEndpoints.client.paid, { params: { token }, body: { sessionId } });
    confirmations.set(sessionId, pending);
  }
  return pending;
}

/**
 * The document behind `token`; `retry` asks again after an error, `replace` puts an answer's new document in
 * place. With `paidSession` (the client is back from paying), the payment is confirmed first and its answer is
 * the document shown, so a read made before the payment was recorded cannot show it unpaid; if it cannot be
 * confirmed, the document is read as usual and `paid` says why.
 */
export function useClientDocumentLoad(token: string, paidSession: string | null = null) {
  const drawing = useContext(ClientDocumentDrawing);
  // A page the server drew starts as drawn; its reading below marks it viewed and brings it up to date.
  const [load, setLoad] = useState<ClientDocumentLoad>(
    () => (drawing?.token === token ? drawing.load : writtenLoad(token)) ?? { state: "loading" },
  );
  const [attempt, setAttempt] = useState(0);
  const [paid, setPaid] = useState<PaidReturn | null>(null);
  const confirming = useRef(paidSession);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchOnce = (again: boolean) => {
      readClientDocument(token, { signal: controller.signal })
        .then(setLoad)
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          if (again && !(err instanceof ApiError && err.status === 429))
            timer = setTimeout(() => fetchOnce(false), RETRY_AFTER_MS);
          // A document already shown (drawn by the server) stays: only a first load says it failed.
          else setLoad((shown) => (shown.state === "ready" ? shown : { state: "error", message: errorMessage(err) }));
        });
    };
    const sessionId = confirming.current;
    if (sessionId) {
      confirmOnce(token, sessionId).then(
        ({ outcome, document: view }) => {
          confirming.current = null;
          if (controller.signal.aborted) return;
          const intent = takePayment(token);
          setPaid(
            outcome === "unpaid"
              ? { state: "failed", message: INVOICING_MSG.payNotFinished }
              : { state: "confirmed", outcome, intent },
          );
          setLoad({ state: "ready", view });
        },
        (err: unknown) => {
          confirming.current = null;
          if (controller.signal.aborted) return;
          // Said above the document; a link that no longer opens says so instead (the read below).
          setPaid({ state: "failed", message: errorMessage(err) });
          fetchOnce(true);
        },
      );
    } else fetchOnce(true);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [token, attempt]);

  const retry = useCallback(() => {
    setLoad({ state: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  /**
   * Reads the document again behind the page shown (after an answer was refused: it was answered elsewhere, or it
   * expired); a failure leaves the page as it is, except a link that no longer works.
   */
  const refresh = useCallback(() => {
    readClientDocument(token).then(setLoad, () => undefined);
  }, [token]);
  const replace = useCallback((view: ClientDocument) => setLoad({ state: "ready", view }), []);
  return { load, retry, refresh, replace, paid };
}

export type AnswerResult = { ok: true; view: ClientDocument } | { ok: false; status: number; message: string };

/**
 * Accepts or declines the estimate with the client's typed name, naming the version they read; the answer is the
 * document as it now stands.
 */
export async function answerEstimate(token: string, answer: AnswerInput): Promise<AnswerResult> {
  try {
    const view = await call(invoicingEndpoints.client.answer, { params: { token }, body: answer });
    return { ok: true, view };
  } catch (err) {
    return { ok: false, status: err instanceof ApiError ? err.status : 0, message: errorMessage(err) };
  }
}

export type PayResult = { ok: true; url: string } | { ok: false; status: number; message: string };

/**
 * Pay Now: the provider's payment page for what is due, or `amountCents` of it where a part may be paid. A refused
 * amount (400) comes with the server's message for it.
 */
export async function startPayment(token: string, amountCents: number | undefined): Promise<PayResult> {
  try {
    const { url } = await call(invoicingEndpoints.client.pay, { params: { token }, body: { amountCents } });
    return { ok: true, url };
  } catch (err) {
    const message = err instanceof ApiError ? (err.fields?.amountCents ?? err.message) : errorMessage(err);
    return { ok: false, status: err instanceof ApiError ? err.status : 0, message: message || errorMessage(err) };
  }
}

/** What the client set out to pay, kept in the tab while they are on the provider's page, to thank them for it. */
export type PaymentIntent = { amountCents: number };
const intentKey = (token: string) => `buildops.client-payment.${token}`;

export function rememberPayment(token: string, intent: PaymentIntent): void {
  try {
    sessionStorage.setItem(intentKey(token), JSON.stringify(intent));
  } catch {
    // Storage may be off (a private window): the thanks then names no amount.
  }
}

/** What `rememberPayment` kept for this link, once (it is forgotten as it is read); null when nothing was kept. */
export function takePayment(token: string): PaymentIntent | null {
  try {
    const text = sessionStorage.getItem(intentKey(token));
    sessionStorage.removeItem(intentKey(token));
    const kept: unknown = text ? JSON.parse(text) : null;
    if (typeof kept === "object" && kept !== null && Number.isSafeInteger((kept as PaymentIntent).amountCents))
      return { amountCents: (kept as PaymentIntent).amountCents };
  } catch {
    // Storage off, or something else under the key: no amount to name.
  }
  return null;
}

/** The sender's logo (PNG) for the page's header. */
export const clientLogoUrl = (token: string) => href(invoicingEndpoints.client.logo, { params: { token } });
