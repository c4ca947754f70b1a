import { stringify } from "csv-stringify/sync";

/**
 * Every CSV the product writes (decision 22), through csv-stringify: every field quoted (RFC 4180, so a comma,
 * semicolon or line break inside a value never splits it into another cell, whatever separator a spreadsheet
 * assumes), a text cell starting with = + - @ tab or carriage return prefixed with an apostrophe (read as text,
 * not run as a formula: OWASP's advice), numbers written as numbers, CRLF line ends and a UTF-8 byte order mark
 * so spreadsheet programs read names in any language correctly.
 */
export type CsvCell = string | number | null;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], { number = (n: number) => String(n) }: { number?: (n: number) => string } = {}): string {
  return stringify([header, ...rows.map((row) => row.map((cell) => cell ?? ""))], {
    quoted: true,
    quoted_empty: true,
    escape_formulas: true,
    record_delimiter: "windows",
    bom: true,
    cast: { number },
  });
}
