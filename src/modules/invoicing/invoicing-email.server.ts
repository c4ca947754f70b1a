import type { Mail } from "../../server/platform/mail.ts";
import { formatCents, formatReportDate } from "../../server/platform/report-document.ts";
import type { ClientDocument } from "./invoicing.contract.ts";

const title = (kind: ClientDocument["kind"]) => (kind === "estimate" ? "Estimate" : "Invoice");

/** The e-mail that sends an estimate or invoice to the client: what it is, the link to view (and answer) it, the PDF attached. */
export function documentEmail(
  view: ClientDocument,
  to: string,
  link: string,
  linkExpires: Date,
  pdf: { filename: string; content: Buffer },
): Mail {
  const sender = view.company.name;
  const greeting = view.client.contact || view.client.name;
  const what =
    view.kind === "estimate"
      ? `Please find our estimate ${view.number} for ${formatCents(view.totalCents)}${view.validUntil ? `, valid until ${formatReportDate(view.validUntil)}` : ""}.\n\nView it and accept or decline it online:\n${link}`
      : `Please find our invoice ${view.number} for ${formatCents(view.totalCents)}${view.dueDate ? `, due ${formatReportDate(view.dueDate)}` : ""}.${view.paidCents > 0 ? ` Balance due: ${formatCents(view.balanceCents)}.` : ""}\n\nView it online:\n${link}`;
  const contact = [view.company.phone, view.company.email].filter(Boolean).join(" · ");
  return {
    to,
    subject: `${title(view.kind)} ${view.number} from ${sender}`,
    text: `Hello ${greeting},\n\n${what}\n\nThe link works until ${formatReportDate(linkExpires.toISOString().slice(0, 10))}. The ${view.kind} is also attached as a PDF.\n\n${sender}${contact ? `\n${contact}` : ""}`,
    attachments: [{ filename: pdf.filename, contentType: "application/pdf", content: pdf.content }],
  };
}

/** Tells the contractor who sent an estimate that the client answered it. */
export function answerEmail(to: string, view: ClientDocument, accepted: boolean, name: string, link: string): Mail {
  const verb = accepted ? "accepted" : "declined";
  return {
    to,
    subject: `Estimate ${view.number} ${verb} by ${view.client.name}`,
    text: `${name} ${verb} estimate ${view.number} for ${view.client.name} (${formatCents(view.totalCents)}).\n\nOpen it:\n${link}`,
  };
}
