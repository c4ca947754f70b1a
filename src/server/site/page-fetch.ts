import { AsyncLocalStorage } from "node:async_hooks";

/** How the page being drawn reads the API: a GET of one `/api/` address, answered for the caller only. */
export type PageFetch = (pathAndQuery: string) => Promise<Response>;

const current = new AsyncLocalStorage<PageFetch>();
let installed = false;

function requestPath(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  if (input instanceof URL) return `${input.pathname}${input.search}`;
  return input.url;
}

/**
 * Runs `draw` with `fetch` answered by `pageFetch` (decision 0031). The page renderer calls the browser's own API
 * client, which calls the global `fetch` with addresses like `/api/projects`; inside `draw` (and only there, per
 * request, through AsyncLocalStorage) those calls go to this caller's `pageFetch`. Only GETs of `/api/` addresses
 * are let through; anything else fails. Outside a drawing, `fetch` is Node's own.
 */
export function withPageFetch<T>(pageFetch: PageFetch, draw: () => Promise<T>): Promise<T> {
  if (!installed) {
    installed = true;
    const nodeFetch = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const forPage = current.getStore();
      if (!forPage) return nodeFetch(input, init);
      const target = requestPath(input);
      const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
      if (method !== "GET" || !target.startsWith("/api/"))
        return Promise.reject(new Error("a page being drawn may only read the API"));
      return forPage(target);
    };
  }
  return current.run(pageFetch, draw);
}
