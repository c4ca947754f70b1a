import type { Mail } from "../../server/platform/mail.ts";
import { formatCents, formatReportDate } from "../../server/platform/report-document.ts";
import type { Order } from "./procurement.contract.ts";
import { formatQuantity } from "./procurement.constants.ts";

/** The e-mail that sends a purchase order to its supplier: the order in words, and its PDF attached. */
export function purchaseOrderEmail(order: Order, organizationName: string, pdf: Buffer): Mail {
  const lines = order.lines.map(
    (l) =>
      `- ${formatQuantity(l.quantity)} ${l.item.unit} ${l.item.name}${l.item.sku ? ` (${l.item.sku})` : ""} at ${formatCents(l.unitPriceCents)}: ${formatCents(l.totalCents)}`,
  );
  const expected = order.expectedDate ? `\nWe expect delivery by ${formatReportDate(order.expectedDate)}.` : "";
  const notes = order.notes ? `\n\nNotes: ${order.notes}` : "";
  return {
    to: order.supplierEmail,
    subject: `Purchase order ${order.number} from ${organizationName}`,
    text: `Hello ${order.supplier.name},\n\n${organizationName} orders the following (purchase order ${order.number}, attached as a PDF):\n\n${lines.join("\n")}\n\nTotal: ${formatCents(order.totalCents)}${expected}${notes}\n\nPlease reply to confirm.\n\n${organizationName}`,
    attachments: [{ filename: `${order.number}.pdf`, contentType: "application/pdf", content: pdf }],
  };
}
