import type { Mail } from "../../server/platform/mail.ts";
import { formatCents, formatReportDate } from "../../server/platform/report-document.ts";
import type { ChangeOrder } from "./job-finance.contract.ts";

const daysSaid = (days: number) =>
  days === 0 ? "" : ` and ${days > 0 ? "adds" : "takes away"} ${Math.abs(days)} day${Math.abs(days) === 1 ? "" : "s"}`;

/** The e-mail that sends a change order to the client: what it changes, and the link to approve or reject it. */
export function changeOrderEmail(
  order: ChangeOrder,
  context: { company: string; project: string; message: string },
  to: string,
  link: string,
  linkExpires: Date,
): Mail {
  const amount = `${order.amountCents < 0 ? "a deduction of " : ""}${formatCents(Math.abs(order.amountCents))}`;
  const note = context.message ? `${context.message}\n\n` : "";
  return {
    to,
    subject: `Change order ${order.number} for ${context.project} from ${context.company}`,
    text: `Hello,\n\n${note}Change order ${order.number}, "${order.title}", for ${context.project} is ${amount}${daysSaid(order.days)}.\n\nReview it and approve or reject it online:\n${link}\n\nThe link works until ${formatReportDate(linkExpires.toISOString().slice(0, 10))}.\n\n${context.company}`,
  };
}

/** Tells the contractor who sent a change order that the client answered it. */
export function changeOrderAnswerEmail(
  to: string,
  order: ChangeOrder,
  approved: boolean,
  name: string,
  link: string,
): Mail {
  const verb = approved ? "approved" : "rejected";
  return {
    to,
    subject: `Change order ${order.number} ${verb} by ${name}`,
    text: `${name} ${verb} change order ${order.number}, "${order.title}" (${formatCents(order.amountCents)}).\n\nOpen it:\n${link}`,
  };
}
