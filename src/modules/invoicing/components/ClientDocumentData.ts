import { useCallback, useEffect, useState } from "react";
import { href } from "../../../shared/route.ts";
import { ApiError, call } from "../../../web/lib/api.ts";
import type { AnswerInput, ClientDocument } from "../invoicing.contract.ts";
import { LINK_CHANGED_CODE } from "../invoicing.constants.ts";
import { invoicingEndpoints } from "../invoicing.routes.ts";

/**
 * The client's page's data (no account, no dashboard): the document its link opens, and the estimate's answer.
 * Plain `call()`s rather than React Query hooks: React Query and the query cache are dashboard code, which a
 * public page opened on a phone should not download for one request and one form.
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

/** The document behind `token`; `retry` asks again after an error, `replace` puts an answer's new document in place. */
export function useClientDocumentLoad(token: string) {
  const [load, setLoad] = useState<ClientDocumentLoad>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchOnce = (again: boolean) => {
      call(invoicingEndpoints.client.document, { params: { token }, signal: controller.signal })
        .then((view) => setLoad({ state: "ready", view }))
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          const closed = closedLink(err);
          if (closed) setLoad(closed);
          else if (again && !(err instanceof ApiError && err.status === 429))
            timer = setTimeout(() => fetchOnce(false), RETRY_AFTER_MS);
          else setLoad({ state: "error", message: errorMessage(err) });
        });
    };
    fetchOnce(true);
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
    call(invoicingEndpoints.client.document, { params: { token } })
      .then((view) => setLoad({ state: "ready", view }))
      .catch((err: unknown) => {
        const closed = closedLink(err);
        if (closed) setLoad(closed);
      });
  }, [token]);
  const replace = useCallback((view: ClientDocument) => setLoad({ state: "ready", view }), []);
  return { load, retry, refresh, replace };
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

/** The sender's logo (PNG) for the page's header. */
export const clientLogoUrl = (token: string) => href(invoicingEndpoints.client.logo, { params: { token } });
