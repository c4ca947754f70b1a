import {
  parseAmountCents,
  TRANSACTION_CATEGORIES,
  TRANSACTION_TYPES,
  type TransactionCategory,
  type TransactionType,
} from "./finance.constants.ts";
import { readMoneyText } from "../../shared/money-text.ts";

/** One row of a bank export read as a transaction, with its line in the file (the header is line 1). */
export type ImportRow = {
  line: number;
  date: string;
  type: TransactionType;
  category: TransactionCategory;
  amountCents: number;
  vendor: string;
  description: string;
  reference: string;
  /** The project's name as the file gives it; the server finds the project. */
  projectName: string | null;
};

export type RefusedRow = { line: number; reason: string };

/** The most rows one import takes. */
export const IMPORT_MAX_ROWS = 5000;

/** The headings each field is known by in bank and accounting exports (lower case). */
const COLUMNS = {
  date: ["date", "transaction date", "posted date", "posting date", "booking date"],
  type: ["type", "transaction type"],
  category: ["category"],
  amount: ["amount", "value", "sum"],
  vendor: ["vendor", "payee", "name", "merchant", "counterparty"],
  description: ["description", "memo", "details", "narrative"],
  reference: ["reference", "ref", "check number", "cheque number", "check", "invoice"],
  project: ["project"],
} as const;
type Column = keyof typeof COLUMNS;

/** A calendar date from `YYYY-MM-DD` or the US `M/D/YYYY`, checked to exist; null otherwise. */
export function readImportDate(text: string): string | null {
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

export type ImportReading = { rows: ImportRow[]; refused: RefusedRow[] } | { problem: string };

/**
 * Reads a bank export's table (header first) into transactions and refusals, each refusal with its line and
 * reason. Without a Type column, the amount's sign says which way the money went (negative: Payment, positive:
 * Receipt), as bank exports write it; without a Category column, `defaultCategory` applies. Without a Vendor,
 * the description names the vendor, and the other way round.
 */
export function readImportRows(
  table: readonly (readonly string[])[],
  defaultCategory: TransactionCategory | null,
): ImportReading {
  const [header, ...body] = table;
  if (!header) return { problem: "The file is empty." };
  const names = header.map((h) => h.trim().toLowerCase());
  const at = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((c) => [
      c,
      names.findIndex((n) => (COLUMNS[c] as readonly string[]).includes(n)),
    ]),
  ) as Record<Column, number>;
  if (at.date < 0 || at.amount < 0)
    return { problem: "The file needs a Date and an Amount column, with their names in its first row." };
  if (body.length > IMPORT_MAX_ROWS)
    return { problem: `One import takes at most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows; split the file.` };

  const rows: ImportRow[] = [];
  const refused: RefusedRow[] = [];
  body.forEach((cells, i) => {
    const line = i + 2;
    const cell = (c: Column) => (at[c] >= 0 ? (cells[at[c]] ?? "").trim() : "");
    const refuse = (reason: string) => refused.push({ line, reason });

    const date = readImportDate(cell("date"));
    if (!date) return refuse(`"${cell("date")}" is not a date (use YYYY-MM-DD or MM/DD/YYYY).`);
    const amountText = cell("amount");
    const negative = /^\(.*\)$|^-|-$/.test(amountText.replace(/\s/g, ""));
    const amountCents = parseAmountCents(amountText.replace(/^\((.*)\)$/, "$1").replace(/^-|-$/g, ""));
    if (amountCents === "invalid")
      return refuse(
        readMoneyText(amountText).amount === 0 ? "The amount is zero." : `"${amountText}" is not an amount.`,
      );

    const typeText = cell("type");
    let type: TransactionType;
    if (typeText) {
      const known = TRANSACTION_TYPES.find((t) => t.toLowerCase() === typeText.toLowerCase());
      if (!known) return refuse(`"${typeText}" is not a type (Payment, Receipt or Transfer).`);
      type = known;
    } else type = negative ? "Payment" : "Receipt";

    const categoryText = cell("category");
    const category = categoryText
      ? TRANSACTION_CATEGORIES.find((c) => c.toLowerCase() === categoryText.toLowerCase())
      : defaultCategory;
    if (!category) {
      return refuse(
        categoryText
          ? `"${categoryText}" is not a category (Materials, Labor, Equipment or Overhead).`
          : "No category: add a Category column or choose one for rows without it.",
      );
    }

    const vendor = cell("vendor") || cell("description");
    const description = cell("description") || cell("vendor");
    if (!vendor) return refuse("No vendor or description.");
    if (vendor.length > 200 || description.length > 2000) return refuse("The vendor or description is too long.");
    rows.push({
      line,
      date,
      type,
      category,
      amountCents,
      vendor,
      description,
      reference: cell("reference").slice(0, 100),
      projectName: cell("project") || null,
    });
  });
  return { rows, refused };
}
