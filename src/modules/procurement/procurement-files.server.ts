import type { FastifyReply } from "fastify";
import { toCsv } from "../../server/platform/csv.ts";
import { formatReportDate, formatReportTime, type ReportDocument } from "../../server/platform/report-document.ts";
import { sendReportFile, type ReportFormat } from "../../server/platform/report-download.ts";
import type { Order } from "./procurement.contract.ts";
import { formatQuantity, ORDER_STATUS_LABELS, procurementReportFileName } from "./procurement.constants.ts";
import type { StoredProcurementReport } from "./procurement-reports.queries.ts";

/** A purchase order as a document (its PDF, downloaded or e-mailed to the supplier): the shared renderer's. */
export function purchaseOrderDocument(order: Order, organizationName: string): ReportDocument {
  const expected = order.expectedDate ? ` · expected ${formatReportDate(order.expectedDate)}` : "";
  return {
    title: `Purchase Order ${order.number}`,
    organizationName,
    byline: `To ${order.supplier.name}${expected} · ${ORDER_STATUS_LABELS[order.status]} · issued ${formatReportTime(new Date(order.createdAt))}`,
    createdAt: new Date(order.createdAt),
    figures: [
      { label: "Order Total", value: order.totalCents, kind: "money", accent: true },
      { label: "Lines", value: order.lines.length, kind: "count" },
    ],
    note: order.notes || undefined,
    tables: [
      {
        title: "Items",
        columns: [
          { header: "Item" },
          { header: "SKU", width: 90 },
          { header: "Quantity", width: 90, kind: "count" },
          { header: "Unit", width: 60 },
          { header: "Unit Price", width: 90, kind: "money" },
          { header: "Total", width: 100, kind: "money" },
        ],
        rows: order.lines.map((l) => [
          l.item.name,
          l.item.sku,
          formatQuantity(l.quantity),
          l.item.unit,
          l.unitPriceCents,
          l.totalCents,
        ]),
        empty: "This order has no lines.",
      },
    ],
  };
}

/** The saved inventory report as a document: its figures, the items with their stock and value, the open orders. */
export function procurementReportDocument({ report, data, organizationName }: StoredProcurementReport): ReportDocument {
  const createdAt = new Date(report.createdAt);
  const author = report.generatedBy ? ` by ${report.generatedBy.fullName}` : "";
  const s = data.summary;
  return {
    title: "Inventory Report",
    organizationName,
    byline: `Stock on ${formatReportDate(data.reportDate)} · generated${author} on ${formatReportTime(createdAt)}`,
    createdAt,
    figures: [
      { label: "Items", value: s.itemCount, kind: "count" },
      { label: "Stock Value", value: s.stockValueCents, kind: "money", accent: true },
      { label: "Low Stock", value: s.lowStockCount, kind: "count" },
      { label: "Out of Stock", value: s.outOfStockCount, kind: "count" },
      { label: `Open Orders (${s.openOrderCount})`, value: s.openOrderValueCents, kind: "money" },
    ],
    note: "Stock value is each item's quantity at its unit price. Low Stock is at or below the reorder point or minimum.",
    tables: [
      {
        title: "Items",
        columns: [
          { header: "Item" },
          { header: "SKU", width: 70 },
          { header: "Category", width: 80 },
          { header: "Location", width: 80 },
          { header: "Quantity", width: 80 },
          { header: "Unit Price", width: 70, kind: "money" },
          { header: "Value", width: 80, kind: "money" },
          { header: "Status", width: 70 },
          { header: "Supplier", width: 90 },
        ],
        rows: data.items.map((i) => [
          i.name,
          i.sku,
          i.category,
          i.location,
          `${formatQuantity(i.quantity)} ${i.unit}`,
          i.unitPriceCents,
          i.valueCents,
          i.status,
          i.supplierName,
        ]),
        empty: "The organization had no items when this report was generated.",
      },
      {
        title: "Open Purchase Orders",
        columns: [
          { header: "Order", width: 100 },
          { header: "Supplier" },
          { header: "Status", width: 80 },
          { header: "Expected", width: 100, kind: "date" },
          { header: "Total", width: 100, kind: "money" },
        ],
        rows: data.openOrders.map((o) => [
          o.number,
          o.supplierName,
          ORDER_STATUS_LABELS[o.status],
          o.expectedDate,
          o.totalCents,
        ]),
        empty: "No purchase order was open.",
      },
    ],
  };
}

export const PROCUREMENT_CSV_HEADER = [
  "Item",
  "SKU",
  "Category",
  "Location",
  "Quantity",
  "Unit",
  "Unit Price (USD)",
  "Value (USD)",
  "Reorder Point",
  "Status",
  "Supplier",
] as const;

/** The report's items as CSV, one line each, amounts to the cent. */
export function procurementReportCsv(data: StoredProcurementReport["data"]): string {
  const rows = data.items.map((i) => [
    i.name,
    i.sku,
    i.category,
    i.location,
    i.quantity,
    i.unit,
    (i.unitPriceCents / 100).toFixed(2),
    (i.valueCents / 100).toFixed(2),
    i.reorderPoint,
    i.status,
    i.supplierName,
  ]);
  return toCsv(PROCUREMENT_CSV_HEADER, rows);
}

export function sendProcurementReport(
  reply: FastifyReply,
  stored: StoredProcurementReport,
  format: ReportFormat,
): Promise<FastifyReply> {
  return sendReportFile(reply, format, procurementReportFileName(stored.data.reportDate, format), {
    document: () => procurementReportDocument(stored),
    csv: () => procurementReportCsv(stored.data),
  });
}
