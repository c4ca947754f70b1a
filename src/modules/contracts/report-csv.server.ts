/** The contracts report as CSV, through the product's one CSV writer (src/server/platform/csv.ts). Pure. */
import { toCsv } from "../../server/platform/csv.ts";
import type { ReportData } from "./contracts.contract.ts";

export const CSV_HEADER = [
  "Name",
  "Client",
  "Contract Type",
  "Status",
  "Value",
  "Counted Amount (USD)",
  "Start Date",
  "End Date",
  "Project",
] as const;

/**
 * The report's contracts, one line each under a header line. "Value" is the text as typed, "Counted Amount
 * (USD)" the number the report's total counts for it, to the cent (empty when none).
 */
export function contractsCsv(data: ReportData): string {
  const rows = data.contracts.map((c) => [
    c.name,
    c.client_name,
    c.contract_type,
    c.status,
    c.value,
    c.amount,
    c.start_date,
    c.end_date,
    c.project_name,
  ]);
  return toCsv(CSV_HEADER, rows, { number: (n) => n.toFixed(2) });
}
