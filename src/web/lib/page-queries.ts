import { PAGE_QUERIES_ELEMENT_ID } from "../../shared/contracts/page-render.ts";
import { safeJson } from "./api.ts";

const element = () => (typeof document === "undefined" ? null : document.getElementById(PAGE_QUERIES_ELEMENT_ID));

/** Whether this page came drawn by the server with its first data (decision 0031). */
export const pageHasQueries = (): boolean => element() !== null;

/** The page's first data as the server wrote it (dehydrated queries), taken once; undefined when there is none. */
export function takePageQueries(): unknown {
  const found = element();
  if (!found?.textContent) return undefined;
  found.remove();
  return safeJson(found.textContent);
}
