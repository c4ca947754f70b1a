/**
 * GET requests started at start-up, while the page that makes them is still loading (router.tsx asks for the
 * address's page: the module's `firstRequests` in the registry). The page's first `api()` call for the same
 * path takes the answer already on its way instead of asking again, so the first page of data does not wait
 * for the page's code (issue 11). Each answer is taken once, and only while fresh.
 */
const FRESH_MS = 10_000;
const early = new Map<string, { at: number; response: Promise<Response> }>();

export function requestEarly(paths: readonly string[], now = Date.now()): void {
  for (const path of paths) {
    if (early.has(path)) continue;
    const response = fetch(path, { credentials: "same-origin" });
    // A failure is the page's own call's to report, when it takes this answer.
    response.catch(() => undefined);
    early.set(path, { at: now, response });
  }
}

/** The early answer for a GET of this path, if one was asked for and is fresh; taken, so asked for only once. */
export function takeEarly(path: string, now = Date.now()): Promise<Response> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  return now - entry.at < FRESH_MS ? entry.response : undefined;
}
