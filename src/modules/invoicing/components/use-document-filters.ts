import { useUrlFilters } from "../../../web/lib/use-url-filters.ts";
import { isEstimateStatus, isInvoiceStatus, type DocumentKind } from "../invoicing.constants.ts";
import type { DocumentFilters } from "../invoicing.filters.ts";

const readEstimates = (params: URLSearchParams): DocumentFilters => {
  const status = params.get("status") ?? "";
  return { q: (params.get("q") ?? "").trim(), status: isEstimateStatus(status) ? status : "" };
};
const readInvoices = (params: URLSearchParams): DocumentFilters => {
  const status = params.get("status") ?? "";
  return { q: (params.get("q") ?? "").trim(), status: isInvoiceStatus(status) ? status : "" };
};

/** A list's search and status, kept in the address (?q=&status=). */
export const useDocumentFilters = (kind: DocumentKind) =>
  useUrlFilters(kind === "estimate" ? readEstimates : readInvoices);
