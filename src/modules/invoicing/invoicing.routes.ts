import type { Deleted } from "../../shared/contracts/common.ts";
import { href, route } from "../../shared/route.ts";
import type {
  AnswerInput,
  PaidAnswer,
  PaidReturnInput,
  PayOnlineInput,
  ClientDocument,
  ClientDocumentQuery,
  CreatedDocument,
  DocumentListQueryInput,
  Estimate,
  EstimateInput,
  EstimateList,
  Invoice,
  InvoiceInput,
  InvoiceList,
  NextNumber,
  PaymentInput,
  SendResult,
  Template,
  TemplateFileInput,
  TemplateInput,
  TemplateList,
  TemplatePreviewInput,
} from "./invoicing.contract.ts";
import type { DocumentKind } from "./invoicing.constants.ts";
import type { RedirectResponse } from "../../shared/contracts/payments.ts";
import { NO_DOCUMENT_FILTERS, type DocumentFilters } from "./invoicing.filters.ts";

/** The routes estimates and invoices both have, under `/api/invoicing/{kind}s`. */
function documentRoutesOf<K extends DocumentKind>(kind: K) {
  const base = `/api/invoicing/${kind}s` as const;
  const one = `${base}/:id` as const;
  return {
    /** A free number for a new one (prefix, year, four random digits). */
    nextNumber: route("GET", `${base}/next-number` as const).with<{ answer: NextNumber }>(),
    remove: route("DELETE", one).with<{ answer: Deleted }>(),
    /** A copy as a new draft dated today. */
    duplicate: route("POST", `${one}/duplicate` as const).with<{ answer: CreatedDocument }>(),
    /** The PDF drawn through its template: a file, linked to, not read. */
    pdf: route("GET", `${one}/pdf` as const).with<{ answer: void }>(),
    /** E-mailed to its client with the PDF and a link to view it online. */
    send: route("POST", `${one}/send` as const).with<{ answer: SendResult }>(),
  };
}

/**
 * The invoicing module's routes (decision 0047): the server registers them, the browser calls them. Nothing
 * heavier than strings at run time, so the app may ask for a page's first data while its code loads
 * (`firstRequests`). Templates, estimates and invoices need a session; the client's side (`client`) opens with
 * the token of the link e-mailed to them.
 */
export const invoicingEndpoints = {
  templates: {
    /** The organization's templates and the built-in one of each type. */
    list: route("GET", "/api/invoicing/templates").with<{ answer: TemplateList }>(),
    one: route("GET", "/api/invoicing/templates/:id").with<{ answer: Template }>(),
    create: route("POST", "/api/invoicing/templates").with<{ body: TemplateInput; answer: Template }>(),
    /** A downloaded template file, saved as a new template. */
    importFile: route("POST", "/api/invoicing/templates/import").with<{ body: TemplateFileInput; answer: Template }>(),
    update: route("PUT", "/api/invoicing/templates/:id").with<{ body: TemplateInput; answer: Template }>(),
    remove: route("DELETE", "/api/invoicing/templates/:id").with<{ answer: Deleted }>(),
    /** A template as a JSON file (a download, not read). */
    file: route("GET", "/api/invoicing/templates/:id/file").with<{ answer: void }>(),
    /** The PDF a template (saved or not) produces with sample lines: a file, read as bytes. */
    preview: route("POST", "/api/invoicing/templates/preview").with<{ body: TemplatePreviewInput; answer: void }>(),
  },
  estimates: {
    /** A page, newest date first, by number or client and status, with the totals of all that match. */
    list: route("GET", "/api/invoicing/estimates").with<{ query: DocumentListQueryInput; answer: EstimateList }>(),
    one: route("GET", "/api/invoicing/estimates/:id").with<{ answer: Estimate }>(),
    create: route("POST", "/api/invoicing/estimates").with<{ body: EstimateInput; answer: Estimate }>(),
    update: route("PUT", "/api/invoicing/estimates/:id").with<{ body: EstimateInput; answer: Estimate }>(),
    /** A draft invoice of an accepted estimate, with the same lines (once). */
    convert: route("POST", "/api/invoicing/estimates/:id/convert").with<{ answer: CreatedDocument }>(),
    ...documentRoutesOf("estimate"),
  },
  invoices: {
    list: route("GET", "/api/invoicing/invoices").with<{ query: DocumentListQueryInput; answer: InvoiceList }>(),
    one: route("GET", "/api/invoicing/invoices/:id").with<{ answer: Invoice }>(),
    create: route("POST", "/api/invoicing/invoices").with<{ body: InvoiceInput; answer: Invoice }>(),
    update: route("PUT", "/api/invoicing/invoices/:id").with<{ body: InvoiceInput; answer: Invoice }>(),
    /** Sent by hand (no e-mail), so payments can be recorded on it. */
    markSent: route("POST", "/api/invoicing/invoices/:id/mark-sent").with<{ answer: Invoice }>(),
    voidInvoice: route("POST", "/api/invoicing/invoices/:id/void").with<{ answer: Invoice }>(),
    /** Records a payment; the answer is the invoice with its new balance. */
    recordPayment: route("POST", "/api/invoicing/invoices/:id/payments").with<{
      body: PaymentInput;
      answer: Invoice;
    }>(),
    /** Removes a payment; the answer is the invoice as it now stands (not `Deleted`). */
    deletePayment: route("DELETE", "/api/invoicing/invoices/:id/payments/:paymentId").with<{ answer: Invoice }>(),
    ...documentRoutesOf("invoice"),
  },
  /** The client's side (no account): the link's token opens the document. */
  client: {
    /**
     * The document; its first reading marks it viewed, except a `peek` (the server drawing the page, which a link
     * checker may ask for: the page, once a person uses it, reads it again).
     */
    document: route("GET", "/api/client-documents/:token").with<{
      query: ClientDocumentQuery;
      answer: ClientDocument;
    }>(),
    /** The document's PDF (a file, linked to). */
    pdf: route("GET", "/api/client-documents/:token/pdf").with<{ answer: void }>(),
    /** The sender's logo (a PNG, shown as an image). */
    logo: route("GET", "/api/client-documents/:token/logo").with<{ answer: void }>(),
    /** Accept or decline an estimate with the client's typed name; the answer is the document as it now stands. */
    answer: route("POST", "/api/client-documents/:token/answer").with<{ body: AnswerInput; answer: ClientDocument }>(),
    /** Pay Now: the provider's payment page for what is due (or less, where allowed). */
    pay: route("POST", "/api/client-documents/:token/pay").with<{ body: PayOnlineInput; answer: RedirectResponse }>(),
    /** Back from the payment page: the outcome recorded now; the answer is that outcome and the document as it now stands. */
    paid: route("POST", "/api/client-documents/:token/paid").with<{ body: PaidReturnInput; answer: PaidAnswer }>(),
  },
};

/** A kind's own routes: `/api/invoicing/estimates…` or `/api/invoicing/invoices…`. */
export const documentRoutes = <K extends DocumentKind>(kind: K): (typeof invoicingEndpoints)[`${K}s`] =>
  invoicingEndpoints[`${kind}s`];

/** A page of a list's address: its search, its status and the page's cursor, each left out when empty. */
export const documentListQueryOf = (f: DocumentFilters, cursor?: string): DocumentListQueryInput => ({
  q: f.q || undefined,
  status: f.status || undefined,
  cursor: cursor || undefined,
});

/** What the list page (unfiltered) or a document's page asks for first; the editor asks for a number and the templates. */
function firstRequestsOf(kind: DocumentKind, rest: string, search: URLSearchParams): string[] {
  const routes = documentRoutes(kind);
  const [first = ""] = rest.split("/");
  if (first === "")
    return [...search.keys()].length > 0
      ? []
      : [href(routes.list, { query: documentListQueryOf(NO_DOCUMENT_FILTERS) })];
  if (first === "new") return [href(routes.nextNumber, {}), href(invoicingEndpoints.templates.list, {})];
  return [href(routes.one, { params: { id: first } })];
}

export const estimatesFirstRequests = (rest: string, search: URLSearchParams) =>
  firstRequestsOf("estimate", rest, search);
export const invoicesFirstRequests = (rest: string, search: URLSearchParams) =>
  firstRequestsOf("invoice", rest, search);
export const templatesFirstRequests = () => [href(invoicingEndpoints.templates.list, {})];
