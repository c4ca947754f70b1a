import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pagedQuery } from "../../web/lib/paged-query.ts";
import { useDeleteMutation, useSaveMutation } from "../../web/lib/record-mutations.ts";
import { api, ApiError } from "../../web/lib/api.ts";
import { financeKeys } from "../finance/finance-api.ts";
import type {
  Estimate,
  EstimateInput,
  EstimateInputParsed,
  EstimateList,
  Invoice,
  InvoiceInput,
  InvoiceInputParsed,
  InvoiceList,
  PaymentInput,
  SendResult,
  Template,
  TemplateFile,
  TemplateInput,
  TemplateList,
} from "./invoicing.contract.ts";
import type { DocumentKind } from "./invoicing.constants.ts";
import {
  documentListPath,
  documentPath,
  documentsPath,
  nextNumberPath,
  TEMPLATE_IMPORT_PATH,
  templatePath,
  TEMPLATES_PATH,
  type DocumentFilters,
} from "./invoicing.requests.ts";
import type { TemplateSections } from "./template-sections.ts";

/** The invoicing screens' server calls and their keys (browser only). */

export const invoicingKeys = {
  all: ["invoicing"] as const,
  templates: () => [...invoicingKeys.all, "templates"] as const,
  list: (kind: DocumentKind, f: DocumentFilters) => [...invoicingKeys.all, kind, "list", f] as const,
  document: (kind: DocumentKind, id: string) => [...invoicingKeys.all, kind, "one", id] as const,
  nextNumber: (kind: DocumentKind) => [...invoicingKeys.all, kind, "next-number"] as const,
};

const notFoundIsFinal = (count: number, err: Error) => !(err instanceof ApiError && (err.status === 404 || err.status === 410)) && count < 1;

type DocumentOf<K extends DocumentKind> = K extends "estimate" ? Estimate : Invoice;
type ListOf<K extends DocumentKind> = K extends "estimate" ? EstimateList : InvoiceList;

export const invoicingQueries = {
  templates: () => queryOptions({ queryKey: invoicingKeys.templates(), queryFn: ({ signal }) => api<TemplateList>(TEMPLATES_PATH, { signal }), select: (d): Template[] => d.templates }),
  list: <K extends DocumentKind>(kind: K, filters: DocumentFilters) =>
    pagedQuery<ListOf<K>>(invoicingKeys.list(kind, filters), (cursor) => documentListPath(kind, filters, cursor)),
  document: <K extends DocumentKind>(kind: K, id: string) =>
    queryOptions({ queryKey: invoicingKeys.document(kind, id), queryFn: ({ signal }) => api<DocumentOf<K>>(documentPath(kind, id), { signal }), retry: notFoundIsFinal }),
  /** A free number for a new document; fetched fresh each time the editor opens. */
  nextNumber: (kind: DocumentKind) =>
    queryOptions({ queryKey: invoicingKeys.nextNumber(kind), queryFn: ({ signal }) => api<{ number: string }>(nextNumberPath(kind), { signal }), staleTime: 0, gcTime: 0 }),
};

export function useTemplates() {
  return useQuery(invoicingQueries.templates());
}

/** A list a server page at a time; the previous result stays on screen while filters change. */
export function useDocumentList<K extends DocumentKind>(kind: K, filters: DocumentFilters) {
  return useInfiniteQuery({ ...invoicingQueries.list(kind, filters), placeholderData: keepPreviousData });
}

export function useDocument<K extends DocumentKind>(kind: K, id: string, enabled = true) {
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
export type SaveDocument = { kind: DocumentKind; id?: string; input: EstimateInput | InvoiceInput | EstimateInputParsed | InvoiceInputParsed };

/** Creates (no id) or changes an estimate or invoice with its items. */
export function useSaveDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (save: SaveDocument): Promise<Estimate | Invoice> =>
      save.id ? api(documentPath(save.kind, save.id), { method: "PUT", body: save.input }) : api(documentsPath(save.kind), { body: save.input }),
    onSuccess: () => refresh(),
  });
}

export type DocumentAction = "send" | "duplicate" | "convert" | "void" | "mark-sent";
type ActionAnswer = { sentTo?: string; expiresAt?: string; id?: string; number?: string };

/** Sends to the client, copies, converts an accepted estimate to an invoice, marks an invoice sent by hand, or voids it. */
export function useDocumentAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id, action }: { kind: DocumentKind; id: string; action: DocumentAction }) => api<ActionAnswer & Partial<SendResult>>(`${documentPath(kind, id)}/${action}`, { body: {} }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteDocument(kind: DocumentKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string; deleted: true }>(documentPath(kind, id), { method: "DELETE" }),
    onSuccess: () => refresh(),
  });
}

/** Records a payment (the answer is the invoice with its new balance); finance gains the receipt. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ invoiceId, input }: { invoiceId: string; input: PaymentInput }) => api<Invoice>(`${documentPath("invoice", invoiceId)}/payments`, { body: input }),
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
      api<Invoice>(`${documentPath("invoice", invoiceId)}/payments/${encodeURIComponent(paymentId)}`, { method: "DELETE" }),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoicingKeys.document("invoice", invoice.id), invoice);
      refresh({ finance: true });
    },
  });
}

/** Saves a new template (no id) or changes one. */
export function useSaveTemplate() {
  const refresh = useRefresh();
  return useSaveMutation<TemplateInput, Template>({ collection: TEMPLATES_PATH, item: templatePath }, () => refresh());
}

export function useImportTemplate() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (file: TemplateFile) => api<Template>(TEMPLATE_IMPORT_PATH, { body: file }), onSuccess: () => refresh() });
}

export function useDeleteTemplate() {
  const refresh = useRefresh();
  return useDeleteMutation(templatePath, () => refresh());
}

export type PreviewRequest = { kind: DocumentKind; sections: TemplateSections };
