/** The document list's filters, as the address keeps them: a name search and the tags a document must all carry. */
export type DocumentFilters = { q: string; tags: string[] };
