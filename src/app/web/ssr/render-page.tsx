import { dehydrate, skipToken, type DehydratedState, type Query, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { SessionResponse } from "../../../shared/contracts/account.ts";
import { AppContent } from "../router.tsx";
import { newQueryClient, PageQueryClientContext } from "../shell/query-client.ts";
import { setRetries } from "../../../web/lib/api.ts";
import { PageTitleContext } from "../../../web/lib/use-document-title.ts";
import type { DrawnClientDocument } from "../../../modules/invoicing/ClientDocumentPage.tsx";
import type { DrawnClientChangeOrder } from "../../../modules/job-finance/ClientChangeOrderPage.tsx";

/**
 * The server's first drawing of a signed-in dashboard page (decision 0031), built by Vite as a bundle of its own
 * (dist/web/.ssr, scripts/page-render-plugin.ts) and called by src/server/site/page-render.ts.
 *
 * Two passes: the first draws the page to learn which queries its first render asks for; their answers are read
 * through `fetch`, which the server answers for this caller only (the caller's own cookie, the same routes and
 * checks as the browser's requests); the second draws the page with them. The answers go into the page too, so
 * the browser's first render finds them and shows the same page.
 */

export type RenderedPage = { html: string; queries: DehydratedState };

// Each read is asked once while drawing: the browser asks again for what failed (this bundle's own API client).
setRetries(false);

/** One drawing of the tree; any error in it is an error of the whole drawing (the page is then sent undrawn). */
async function draw(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, {
    // One piece of HTML with every boundary inline: no script is needed to show it (the page's CSP allows none inline).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (err) => void errors.push(err),
  });
  const decoder = new TextDecoder();
  let html = "";
  for await (const chunk of prelude)
    html += typeof chunk === "string" ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error("the page could not be drawn");
  return html;
}

function tree(url: string, session: SessionResponse, client: QueryClient): ReactNode {
  return (
    <PageQueryClientContext value={client}>
      <StaticRouter location={url}>
        <AppContent session={session} />
      </StaticRouter>
    </PageQueryClientContext>
  );
}

/**
 * Whether the page's render would fetch this query: its component used it without `enabled: false` (a query
 * waiting for an id, say, is left alone). A query keeps the options of the component that made it.
 */
function wanted(query: Query): boolean {
  const enabled: unknown = (query.options as { enabled?: unknown }).enabled;
  const on = typeof enabled === "function" ? enabled(query) !== false : enabled !== false;
  return on && query.options.queryFn !== skipToken;
}

/** Draws the page at `url` (path and query) for `session`; its requests go through the caller's `fetch`. */
export async function renderPage(url: string, session: SessionResponse): Promise<RenderedPage> {
  const client = newQueryClient();
  await draw(tree(url, session, client));
  // What the first render asked for, read once each, never again after a failure: the browser asks then.
  const asked = client.getQueryCache().getAll().filter(wanted);
  await Promise.all(asked.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
  const html = await draw(tree(url, session, client));
  return { html, queries: dehydrate(client) };
}

export type RenderedSitePage = { html: string; title: string | null };

/**
 * A public site page (home, about, features, pricing, contact) drawn for this caller (decision 0041): one pass,
 * no reads (the session is all it needs: the pricing page's buttons differ signed in). The browser gets it as
 * HTML with small islands of plain script (src/web/islands), never React. A signed-out account page (sign in,
 * sign up, the password pages) is drawn the same way, and the app takes it over at its first use (0043).
 */
export async function renderSitePage(url: string, session: SessionResponse | null): Promise<RenderedSitePage> {
  let title: string | null = null;
  const html = await draw(
    <PageTitleContext value={(drawn) => (title = drawn)}>
      <StaticRouter location={url}>
        <AppContent session={session} />
      </StaticRouter>
    </PageTitleContext>,
  );
  return { html, title };
}

export type RenderedClientPage = {
  html: string;
  title: string | null;
  queries: DrawnClientDocument | DrawnClientChangeOrder;
};

/**
 * A drawing without the tags React puts first in it for the document's head (the page's robots `<meta>`, which
 * the server sends as its X-Robots-Tag header): in the browser they go to the head, and the drawn root must hold
 * the same elements as the app's (after-paint.js matches them by place).
 */
const withoutHeadTags = (html: string): string => html.replace(/^(?:<meta [^>]*\/>)*/, "");

/**
 * A client's page of an estimate or invoice (`/view/{token}`, no account) drawn with its document (decision 0049),
 * read as a peek (a drawing marks nothing viewed: the page does once it runs). One pass: the document is read
 * first. A failure to read it (other than a link that no longer opens) sends the page undrawn.
 */
export async function renderClientPage(url: string): Promise<RenderedClientPage> {
  const path = url.split("?")[0] ?? "";
  if (path.startsWith(CHANGE_ORDER_PREFIX)) return renderClientChangeOrder(url, path);
  const token = decodeURIComponent(path.slice("/view/".length));
  // The page's own chunk, as the router loads it (a static import would keep it out of its chunk).
  const { ClientDocumentDrawing, readClientDocument } =
    await import("../../../modules/invoicing/ClientDocumentPage.tsx");
  const drawn: DrawnClientDocument = { token, load: await readClientDocument(token, { peek: true }) };
  let title: string | null = null;
  const html = await draw(
    <PageTitleContext value={(t) => (title = t)}>
      <ClientDocumentDrawing value={drawn}>
        <StaticRouter location={url}>
          <AppContent session={null} />
        </StaticRouter>
      </ClientDocumentDrawing>
    </PageTitleContext>,
  );
  return { html: withoutHeadTags(html), title, queries: drawn };
}

const CHANGE_ORDER_PREFIX = "/view/change-orders/";

/** A client's page of a change order (`/view/change-orders/{token}`) drawn with it; reading it marks nothing. */
async function renderClientChangeOrder(url: string, path: string): Promise<RenderedClientPage> {
  const token = decodeURIComponent(path.slice(CHANGE_ORDER_PREFIX.length));
  const { ClientChangeOrderDrawing, readClientChangeOrder } =
    await import("../../../modules/job-finance/ClientChangeOrderPage.tsx");
  const load = await readClientChangeOrder(token);
  // A failure to read it (other than a link that no longer opens) sends the page undrawn.
  if (load.state === "error") throw new Error(load.message);
  const drawn: DrawnClientChangeOrder = { token, load };
  let title: string | null = null;
  const html = await draw(
    <PageTitleContext value={(t) => (title = t)}>
      <ClientChangeOrderDrawing value={drawn}>
        <StaticRouter location={url}>
          <AppContent session={null} />
        </StaticRouter>
      </ClientChangeOrderDrawing>
    </PageTitleContext>,
  );
  return { html: withoutHeadTags(html), title, queries: drawn };
}
