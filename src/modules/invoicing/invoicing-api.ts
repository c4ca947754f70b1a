import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation, useSaveMutation } from "../../web/lib/record-mutations.ts";
import { ApiError, call } from "../../web/lib/api.ts";
import { financeKeys } from "../finance/finance-api.ts";
import type {
  CreatedDocument,
  Estimate,
  EstimateInput,
  EstimateInputParsed,
  Invoice,
  InvoiceInput,
  InvoiceInputParsed,
  PaymentInput,
  SendResult,
  Template,
  TemplateFile,
  TemplatePreviewInput,
} from "./invoicing.contract.ts";
import type { DocumentKind } from "./invoicing.constants.ts";
import type { DocumentFilters } from "./invoicing.filters.ts";
import { documentListQueryOf, documentRoutes, invoicingEndpoints } from "./invoicing.routes.ts";

/** The invoicing screens' server calls and their keys (browser only). */

export const invoicingKeys = {
  all: ["invoicing"] as const,
  templates: () => [...invoicingKeys.all, "templates"] as const,
  list: (kind: DocumentKind, f: DocumentFilters) => [...invoicingKeys.all, kind, "list", f] as const,
  document: (kind: DocumentKind, id: string) => [...invoicingKeys.all, kind, "one", id] as const,
  nextNumber: (kind: DocumentKind) => [...invoicingKeys.all, kind, "next-number"] as const,
};

const notFoundIsFinal = (count: number, err: Error) =>
  !(err instanceof ApiError && (err.status === 404 || err.status === 410)) && count < 1;

export const invoicingQueries = {
  templates: () =>
    queryOptions({
      queryKey: invoicingKeys.templates(),
      queryFn: ({ signal }) => call(invoicingEndpoints.templates.list, { signal }),
      select: (d): Template[] => d.templates,
    }),
  list: (kind: DocumentKind, filters: DocumentFilters) =>
    pagedQuery(invoicingKeys.list(kind, filters), documentRoutes(kind).list, (cursor) => ({
      query: documentListQueryOf(filters, cursor),
    })),
  document: (kind: DocumentKind, id: string) =>
    queryOptions({
      queryKey: invoicingKeys.document(kind, id),
      queryFn: ({ signal }) => call(documentRoutes(kind).one, { params: { id }, signal }),
      retry: notFoundIsFinal,
    }),
  /** A free number for a new document; fetched fresh each time the editor opens. */
  nextNumber: (kind: DocumentKind) =>
    queryOptions({
      queryKey: invoicingKeys.nextNumber(kind),
      queryFn: ({ signal }) => call(documentRoutes(kind).nextNumber, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
};

export function useTemplates() {
  return useQuery(invoicingQueries.templates());
}

/** A list a server page at a time; the previous result stays on screen while filters change. */
export function useDocumentList(kind: DocumentKind, filters: DocumentFilters) {
  return useInfiniteQuery({ ...invoicingQueries.list(kind, filters), placeholderData: keepPreviousData });
}

export function useDocument(kind: DocumentKind, id: string, enabled = true) {
  return useQuery({ ...invoicingQueries.document(kind, id), enabled });
}

export function useNextNumber(kind: DocumentKind, enabled: boolean) {
  return useQuery({ ...invoicingQueries.nextNumber(kind), enabled });
}

/** After a write: every invoicing list and record (and finance, where payments land). */
function useRefresh() {
  const queryClient = useQueryClient();
  return (also: { finance?: boolean } = {}) => {
    void queryClient.invalidateQueries({ queryKey: invoicingKeys.all });
    if (also.finance) void queryClient.invalidateQueries({ queryKey: financeKeys.all });
  };
}

/** An estimate's or invoice's body (the server checks it fits the kind). */
export type SaveDocument = {
  kind: DocumentKind;
  id?: string;
  input: EstimateInput | InvoiceInput | EstimateInputParsed | InvoiceInputParsed;
};

/** Creates (no id) or changes an estimate or invoice with its items. */
export function useSaveDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id, input }: SaveDocument): Promise<Estimate | Invoice> => {
      const routes = documentRoutes(kind);
      return id ? call(routes.update, { params: { id }, body: input }) : call(routes.create, { body: input });
    },
    onSuccess: () => refresh(),
  });
}

export type DocumentAction = "send" | "duplicate" | "convert" | "void" | "mark-sent";

/** An action's call: sending and copying are both kinds'; converting is an estimate's, marking sent and voiding an invoice's. */
function runAction(
  kind: DocumentKind,
  id: string,
  action: DocumentAction,
): Promise<SendResult | CreatedDocument | Invoice> {
  const params = { id };
  switch (action) {
    case "send":
      return call(documentRoutes(kind).send, { params });
    case "duplicate":
      return call(documentRoutes(kind).duplicate, { params });
    case "convert":
      return call(invoicingEndpoints.estimates.convert, { params });
    case "void":
      return call(invoicingEndpoints.invoices.voidInvoice, { params });
    case "mark-sent":
      return call(invoicingEndpoints.invoices.markSent, { params });
  }
}

/** Sends to the client, copies, converts an accepted estimate to an invoice, marks an invoice sent by hand, or voids it. */
export function useDocumentAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id, action }: { kind: DocumentKind; id: string; action: DocumentAction }) =>
      runAction(kind, id, action),
    onSuccess: () => refresh(),
  });
}

export function useDeleteDocument(kind: DocumentKind) {
  const refresh = useRefresh();
  return useDeleteMutation(documentRoutes(kind).remove, () => refresh());
}

/** Records a payment (the answer is the invoice with its new balance); finance gains the receipt. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ invoiceId, input }: { invoiceId: string; input: PaymentInput }) =>
      call(invoicingEndpoints.invoices.recordPayment, { params: { id: invoiceId }, body: input }),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoicingKeys.document("invoice", invoice.id), invoice);
      refresh({ finance: true });
    },
  });
}

export function useDeletePayment() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ invoiceId, paymentId }: { invoiceId: string; paymentId: string }) =>
      call(invoicingEndpoints.invoices.deletePayment, { params: { id: invoiceId, paymentId } }),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoicingKeys.document("invoice", invoice.id), invoice);
      refresh({ finance: true });
    },
  });
}

/** Saves a new template (no id) or changes one. */
export function useSaveTemplate() {
  const refresh = useRefresh();
  const { create, update } = invoicingEndpoints.templates;
  return useSaveMutation({ create, update }, () => refresh());
}

export function useImportTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (file: TemplateFile) => call(invoicingEndpoints.templates.importFile, { body: file }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteTemplate() {
  const refresh = useRefresh();
  return useDeleteMutation(invoicingEndpoints.templates.remove, () => refresh());
}

export type PreviewRequest = TemplatePreviewInput;
