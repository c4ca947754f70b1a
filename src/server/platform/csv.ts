import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/**
 * Every CSV the product writes (decision 22), through csv-stringify: every field quoted (RFC 4180, so a comma,
 * semicolon or line break inside a value never splits it into another cell, whatever separator a spreadsheet
 * assumes), a text cell starting with = + - @ tab or carriage return prefixed with an apostrophe (read as text,
 * not run as a formula: OWASP's advice), and the same trigger after a separator inside text defused too (for
 * readers that ignore the quotes), numbers written as numbers, CRLF line ends and a UTF-8 byte order mark
 * so spreadsheet programs read names in any language correctly.
 */
export type CsvCell = string | number | null;

/**
 * A formula trigger after a comma, semicolon, tab or bar (and any spaces, which a reader may trim): the start of
 * a cell for a tool that splits on that separator without honouring quotes (issue 25). Text only: a number is
 * passed as a number and never reaches this, so -12.50 stays a number.
 */
const INNER_TRIGGER = /([,;\t|] *)([=+\-@])/g;

/** Typed text with every inner trigger behind an apostrophe, as csv-stringify does for a leading one. */
const defuseInner = (cell: CsvCell): string | number =>
  typeof cell === "string" ? cell.replace(INNER_TRIGGER, "$1'$2") : (cell ?? "");

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  { number = (n: number) => String(n) }: { number?: (n: number) => string } = {},
): string {
  return stringify(
    [header, ...rows].map((row) => row.map(defuseInner)),
    {
      quoted: true,
      quoted_empty: true,
      escape_formulas: true,
      record_delimiter: "windows",
      bom: true,
      cast: { number },
    },
  );
}

/**
 * Every CSV the product reads (a bank export to import): csv-parse, the writer's sibling. A byte order mark is
 * dropped, cells are trimmed, blank lines skipped, rows may differ in length (exports often do), and the
 * separator is a comma or, failing that, a semicolon or tab (as many European exports use). Throws on text
 * that is not CSV (an unclosed quote).
 */
export function fromCsv(text: string): string[][] {
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const delimiter = firstLine.includes(",")
    ? ","
    : firstLine.includes(";")
      ? ";"
      : firstLine.includes("\t")
        ? "\t"
        : ",";
  return parse(text, {
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    delimiter,
  }) as string[][];
}
