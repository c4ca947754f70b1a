/** The contracts report as CSV (RFC 4180), safe to open in a spreadsheet. Pure. */
import type { ReportData } from "./contracts.contract.ts";

/** A spreadsheet would run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: a cell a spreadsheet would read as a formula gets a leading apostrophe (shown as text, OWASP's
 * advice); a field holding a comma, a double quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(",");
}

export const CSV_HEADER = ["Name", "Client", "Contract Type", "Status", "Value", "Counted Amount (USD)", "Start Date", "End Date", "Project"] as const;

/**
 * The report's contracts, one line each under a header line, lines ended by CRLF (RFC 4180). "Value" is the
 * text as typed, "Counted Amount (USD)" what the report's total counts for it (empty when none). A UTF-8 byte
 * order mark leads, so spreadsheet programs read names in any language correctly.
 */
export function contractsCsv(data: ReportData): string {
  const lines = [csvLine(CSV_HEADER)];
  for (const c of data.contracts) {
    lines.push(
      csvLine([c.name, c.client_name, c.contract_type, c.status, c.value, c.amount === null ? "" : c.amount.toFixed(2), c.start_date, c.end_date ?? "", c.project_name ?? ""]),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
