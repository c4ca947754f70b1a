/**
 * The data block a dashboard page drawn by the server carries (decision 0031): the answers of the page's first
 * requests, as TanStack Query's dehydrated state, read once by the browser's query cache at start.
 */
export const PAGE_QUERIES_ELEMENT_ID = "page-queries";
