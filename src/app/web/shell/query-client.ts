import { createContext } from "react";
import { hydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { takePageQueries } from "../../../web/lib/page-queries.ts";
import { ApiError, isRetriedStatus } from "../../../web/lib/api.ts";

/** The dashboard's cache settings, for the browser's one cache and for each page the server draws. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The API client already tried 429 and 5xx three times, and gave a timeout its 30 s (decision 0033):
        // the cache tries once more only what failed otherwise (a dropped connection).
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && (isRetriedStatus(error.status) || error.code === "TIMEOUT")),
        refetchOnWindowFocus: false,
      },
    },
  });
}

const isDehydratedState = (value: unknown): value is DehydratedState =>
  typeof value === "object" &&
  value !== null &&
  "queries" in value &&
  Array.isArray(value.queries) &&
  "mutations" in value &&
  Array.isArray(value.mutations);

/**
 * The dashboard's one query cache. It lives in shell/ so that only dashboard chunks load React Query;
 * public pages never import it. A page drawn by the server brings its first data (decision 0031), put in the
 * cache here, before the first render, so the browser's first render is the page already on screen.
 */
export const queryClient = newQueryClient();
const fromPage = takePageQueries();
if (isDehydratedState(fromPage)) hydrate(queryClient, fromPage);

/**
 * On the server, the cache of the one page being drawn (src/app/web/ssr): each request has its own, never the
 * module's, so no organization's data can reach another's page.
 */
export const PageQueryClientContext = createContext<QueryClient | null>(null);
