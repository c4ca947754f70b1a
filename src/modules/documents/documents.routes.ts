import type { Deleted } from "../../shared/contracts/common.ts";
import { href, route } from "../../shared/route.ts";
import type {
  DocumentDetail,
  DocumentList,
  DocumentListQuery,
  DocumentPatchInput,
  DocumentRow,
  DocumentSummary,
  FileQuery,
  LinkInput,
  SignedLink,
  UploadQuery,
  VersionUploadQuery,
} from "./documents.contract.ts";
import type { DocumentFilters } from "./documents.filters.ts";

/**
 * The document hub's routes (decision 0047): the server registers them, the browser calls them. Nothing heavier
 * than strings at run time, so the app may ask for a page's first data while its code loads (`firstRequests`).
 * Uploads send the file itself as the body (not JSON), their facts in the query; files are linked to, not read.
 */
export const documentsEndpoints = {
  /** A page of documents, newest first: name search, tags (all of them), or those attached to a project or contract. */
  list: route("GET", "/api/documents").with<{ query: DocumentListQuery; answer: DocumentList }>(),
  /** The stat cards, the upload limit and the tags in use. */
  summary: route("GET", "/api/documents/summary").with<{ answer: DocumentSummary }>(),
  /** Upload a document (version 1): the file is the body. */
  upload: route("POST", "/api/documents").with<{ query: UploadQuery; answer: DocumentRow }>(),
  /** Upload a new version of a document: the file is the body. */
  uploadVersion: route("POST", "/api/documents/:id/versions").with<{
    query: VersionUploadQuery;
    answer: DocumentRow;
  }>(),
  document: route("GET", "/api/documents/:id").with<{ answer: DocumentDetail }>(),
  update: route("PATCH", "/api/documents/:id").with<{ body: DocumentPatchInput; answer: DocumentRow }>(),
  remove: route("DELETE", "/api/documents/:id").with<{ answer: Deleted }>(),
  /** A version's file (the current one without `version`): inline for the preview, attachment for a download. */
  file: route("GET", "/api/documents/:id/file").with<{ query: FileQuery; answer: void }>(),
  /** A short-lived download link that works without signing in. */
  link: route("POST", "/api/documents/:id/link").with<{ body: LinkInput; answer: SignedLink }>(),
  /** A file through a signed link (the address `link` answers). */
  signedFile: route("GET", "/api/files/:token").with<{ answer: void }>(),
};

/** A page of the document list's address: its search, its tags (comma-separated) and the page's cursor. */
export const listQueryOf = (f: DocumentFilters, cursor?: string): DocumentListQuery => ({
  q: f.q || undefined,
  tags: f.tags.length > 0 ? f.tags.join(",") : undefined,
  cursor: cursor || undefined,
});

/** What /dashboard/documents asks for first: the stat cards and the unfiltered list (a filtered one is left to the page). */
export function documentsFirstRequests(_rest: string, search: URLSearchParams): string[] {
  const summary = href(documentsEndpoints.summary, {});
  return search.has("q") || search.has("tags")
    ? [summary]
    : [summary, href(documentsEndpoints.list, { query: listQueryOf({ q: "", tags: [] }) })];
}
