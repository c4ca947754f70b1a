/**
 * A document as its client sees it (the web page and the PDF): the document, its template's sections and the
 * sender's company details. One builder for the contractor's PDF, the e-mail and the client's link.
 */
import { companyDetails, type CompanyDetails } from "../../server/account/company.queries.ts";
import type { Db } from "../../server/db/client.ts";
import type { Scope } from "../../server/platform/access.ts";
import type { Storage } from "../../server/platform/storage.ts";
import type { ClientDocument, Estimate, Invoice } from "./invoicing.contract.ts";
import { DEFAULT_ESTIMATE_NOTES, DEFAULT_ESTIMATE_TERMS, type DocumentKind } from "./invoicing.constants.ts";
import { depositCentsOf, documentTotals, estimateAnswerable } from "./invoicing.rules.ts";
import { getEstimate, getInvoice } from "./invoicing-documents.queries.ts";
import { sectionsFor } from "./invoicing-templates.queries.ts";
import type { TemplateSections } from "./template-sections.ts";

export type DocumentView = {
  view: ClientDocument;
  logo: Buffer | null;
  company: CompanyDetails;
  document: Estimate | Invoice;
};

function companyOf(company: CompanyDetails): ClientDocument["company"] {
  return {
    name: company.name,
    address: company.address,
    phone: company.phone,
    email: company.email,
    hasLogo: company.logo !== null,
  };
}

function viewOf(document: Estimate | Invoice, sections: TemplateSections, company: CompanyDetails): ClientDocument {
  const common = {
    kind: document.kind,
    number: document.number,
    status: document.status,
    documentDate: document.documentDate,
    company: companyOf(company),
    client: {
      name: document.clientName,
      address: document.clientAddress,
      contact: document.clientContact,
      email: document.clientEmail,
    },
    sections,
    lines: document.lines,
    subtotalCents: document.subtotalCents,
    taxCents: document.taxCents,
    totalCents: document.totalCents,
    notes: document.notes,
    version: document.version,
    // Filled in for the client's page alone (invoicing-online-payments.queries.ts).
    payment: null,
  };
  if (document.kind === "estimate") {
    return {
      ...common,
      validUntil: document.validUntil,
      dueDate: null,
      paymentTerms: null,
      paidCents: 0,
      balanceCents: 0,
      terms: document.terms,
      answerable: estimateAnswerable(document.status),
      answer: document.answer
        ? { accepted: document.answer.accepted, name: document.answer.name, at: document.answer.at }
        : null,
      deposit: depositOf(document),
    };
  }
  return {
    ...common,
    validUntil: null,
    dueDate: document.dueDate,
    paymentTerms: document.paymentTerms,
    paidCents: document.paidCents,
    balanceCents: document.balanceCents,
    terms: "",
    answerable: false,
    answer: null,
    deposit: null,
  };
}

/** An estimate's deposit in cents (at most its total), and what was paid of it; null when none is asked. */
function depositOf(e: Estimate): ClientDocument["deposit"] {
  const cents = depositCentsOf(e.totalCents, e.depositPercent, e.depositCents);
  return cents === null ? null : { cents, paidCents: e.depositPaidCents };
}

/** The view of one of the organization's documents (404 when it is not theirs). */
export async function documentView(
  db: Db,
  storage: Storage,
  scope: Scope,
  kind: DocumentKind,
  id: string,
  today: string,
): Promise<DocumentView> {
  const document =
    kind === "estimate" ? await getEstimate(db, scope, id, today) : await getInvoice(db, scope, id, today);
  const [sections, company] = await Promise.all([
    sectionsFor(db, scope, kind, document.template?.id ?? null),
    companyDetails(db, storage, scope.organizationId),
  ]);
  return { view: viewOf(document, sections, company), logo: company.logo, company, document };
}

/** Sample lines for a template's preview: what a contractor bills, with and without tax. */
const SAMPLE_LINES = [
  { description: "Site preparation and excavation", quantity: 1, unit: "lot", unitPriceCents: 450_000, taxRate: 0 },
  { description: "Concrete foundation, 4,000 psi", quantity: 32.5, unit: "yd³", unitPriceCents: 18_500, taxRate: 8.25 },
  { description: "Framing lumber package", quantity: 1, unit: "lot", unitPriceCents: 1_275_000, taxRate: 8.25 },
  { description: "Carpentry labor", quantity: 120, unit: "hr", unitPriceCents: 6500, taxRate: 0 },
];

/** A template's preview: the sample lines drawn with the caller's company details as a real document would be. */
export async function sampleView(
  db: Db,
  storage: Storage,
  scope: Scope,
  kind: DocumentKind,
  sections: TemplateSections,
  today: string,
): Promise<{ view: ClientDocument; logo: Buffer | null }> {
  const company = await companyDetails(db, storage, scope.organizationId);
  const totals = documentTotals(SAMPLE_LINES);
  const lines = SAMPLE_LINES.map((l, i) => ({
    id: `sample-${i}`,
    ...l,
    ...(totals.lines[i] ?? { netCents: 0, taxCents: 0, totalCents: 0 }),
  }));
  const view: ClientDocument = {
    kind,
    number: kind === "estimate" ? "EST-0000-0000" : "INV-0000-0000",
    status: "draft",
    documentDate: today,
    validUntil: kind === "estimate" ? today : null,
    dueDate: kind === "invoice" ? today : null,
    paymentTerms: kind === "invoice" ? "Net 30" : null,
    company: companyOf(company),
    client: {
      name: "Sample Client LLC",
      address: "100 Main Street\nSpringfield, IL 62701",
      contact: "Jordan Lee",
      email: "jordan@example.com",
    },
    sections,
    lines,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    paidCents: 0,
    balanceCents: totals.totalCents,
    terms: kind === "estimate" ? DEFAULT_ESTIMATE_TERMS : "",
    notes: DEFAULT_ESTIMATE_NOTES,
    answerable: false,
    answer: null,
    version: 1,
    payment: null,
    deposit: null,
  };
  return { view, logo: company.logo };
}
