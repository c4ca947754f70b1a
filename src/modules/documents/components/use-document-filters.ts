import { useUrlFilters } from "../../../web/lib/use-url-filters.ts";
import { parseTags } from "../documents.constants.ts";
import type { DocumentFilters } from "../documents.filters.ts";

const read = (params: URLSearchParams): DocumentFilters => ({
  q: (params.get("q") ?? "").trim(),
  tags: parseTags(params.get("tags") ?? ""),
});

/** The list's search and tag filters, kept in the address (?q=&tags=a,b). */
export const useDocumentFilters = () => useUrlFilters(read);
