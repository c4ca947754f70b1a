import type { DocumentKind } from "./invoicing.constants.ts";

/**
 * The invoicing screens' GET addresses, apart from invoicing-api.ts so that the app can ask for a page's first
 * data while its code loads (the registry's `firstRequests`): nothing heavier than strings here.
 */

/** A list's filters as the address keeps them ("" is "all"). */
export type DocumentFilters = { q: string; status: string };
export const NO_DOCUMENT_FILTERS: DocumentFilters = { q: "", status: "" };

const BASE = "/api/invoicing";
const id = (value: string) => encodeURIComponent(value);

export const TEMPLATES_PATH = `${BASE}/templates`;
export const TEMPLATE_PREVIEW_PATH = `${TEMPLATES_PATH}/preview`;
export const TEMPLATE_IMPORT_PATH = `${TEMPLATES_PATH}/import`;
export const templatePath = (templateId: string) => `${TEMPLATES_PATH}/${id(templateId)}`;
export const templateFilePath = (templateId: string) => `${templatePath(templateId)}/file`;

export const documentsPath = (kind: DocumentKind) => `${BASE}/${kind}s`;
export const documentPath = (kind: DocumentKind, documentId: string) => `${documentsPath(kind)}/${id(documentId)}`;
export const nextNumberPath = (kind: DocumentKind) => `${documentsPath(kind)}/next-number`;

export function documentListPath(kind: DocumentKind, f: DocumentFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.status) params.set("status", f.status);
  if (cursor) params.set("cursor", cursor);
  return params.size > 0 ? `${documentsPath(kind)}?${params}` : documentsPath(kind);
}

/** The client's view of a sent document (no account): `/api/client-documents/{token}`. */
export const clientDocumentApiPath = (token: string) => `/api/client-documents/${id(token)}`;

/** What the list page (unfiltered) or a document's page asks for first; the editor asks for a number and the templates. */
function firstRequestsOf(kind: DocumentKind, rest: string, search: URLSearchParams): string[] {
  const [first = ""] = rest.split("/");
  if (first === "") return [...search.keys()].length > 0 ? [] : [documentListPath(kind, NO_DOCUMENT_FILTERS)];
  if (first === "new") return [nextNumberPath(kind), TEMPLATES_PATH];
  return [documentPath(kind, first)];
}

export const estimatesFirstRequests = (rest: string, search: URLSearchParams) => firstRequestsOf("estimate", rest, search);
export const invoicesFirstRequests = (rest: string, search: URLSearchParams) => firstRequestsOf("invoice", rest, search);
export const templatesFirstRequests = () => [TEMPLATES_PATH];
