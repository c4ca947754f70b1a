/** The document hub's GET addresses for its first data, apart from documents-api.ts (see projects.requests.ts). */

/** A list's filters, as the address keeps them. */
export type DocumentFilters = { q: string; tags: string[] };

export function documentListPath(f: DocumentFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.tags.length > 0) params.set("tags", f.tags.join(","));
  if (cursor) params.set("cursor", cursor);
  const qs = params.toString();
  return qs ? `/api/documents?${qs}` : "/api/documents";
}

export const DOCUMENT_SUMMARY_PATH = "/api/documents/summary";

/** What /dashboard/documents asks for first: the stat cards and the unfiltered list (a filtered one is left to the page). */
export function documentsFirstRequests(_rest: string, search: URLSearchParams): string[] {
  return search.has("q") || search.has("tags") ? [DOCUMENT_SUMMARY_PATH] : [DOCUMENT_SUMMARY_PATH, documentListPath({ q: "", tags: [] })];
}
