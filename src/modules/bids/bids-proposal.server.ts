/**
 * A bid's proposal (spec §7: POST /bids/{id}/proposal, downloaded as proposal-{id}.pdf): the bid drawn by the one
 * report renderer (decision 24) with the organization's company details (Account Settings) as its sender.
 */
import type { CompanyDetails } from "../../server/account/company.queries.ts";
import { formatReportDate, formatReportTime, type ReportDocument } from "../../server/platform/report-document.ts";
import { reportPdfBuffer } from "../../server/platform/report-pdf.ts";
import type { Bid } from "./bids.contract.ts";
import { BID_STATUS_LABELS } from "./bids.constants.ts";

/** The company's contact lines as one line: address, phone, e-mail and website, those given. */
const contactLine = (company: CompanyDetails) =>
  [company.address.replace(/\s*\n\s*/g, ", "), company.phone, company.email, company.website]
    .filter((part) => part.trim() !== "")
    .join(" · ");

export function proposalDocument(bid: Bid, company: CompanyDetails, now = new Date()): ReportDocument {
  const contact = contactLine(company);
  const notes = bid.notes ? `Notes: ${bid.notes}` : "";
  return {
    title: `Proposal: ${bid.projectName}`,
    organizationName: company.name,
    byline: `For ${bid.client} · Due ${formatReportDate(bid.dueDate)} · Status ${BID_STATUS_LABELS[bid.status]} · Prepared ${formatReportTime(now)}`,
    createdAt: now,
    figures: [
      { label: "Proposal Total", value: bid.amountCents, kind: "money", accent: true },
      { label: "Items", value: bid.items.length, kind: "count" },
    ],
    note: [contact ? `${company.name} · ${contact}` : "", notes].filter(Boolean).join("\n"),
    tables: [
      {
        title: "Items",
        columns: [
          { header: "Item" },
          { header: "Quantity", kind: "count", width: 90 },
          { header: "Unit Price", kind: "money", width: 120 },
          { header: "Total", kind: "money", width: 120 },
        ],
        rows: bid.items.map((item) => [item.name, item.quantity, item.unitPriceCents, item.totalCents]),
        empty: "The proposal is for the total above.",
      },
    ],
  };
}

export const proposalPdf = (bid: Bid, company: CompanyDetails): Promise<Buffer> =>
  reportPdfBuffer(proposalDocument(bid, company));
