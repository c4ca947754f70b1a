/** A list's filters as the address keeps them ("" is "all"). */
export type DocumentFilters = { q: string; status: string };
export const NO_DOCUMENT_FILTERS: DocumentFilters = { q: "", status: "" };
