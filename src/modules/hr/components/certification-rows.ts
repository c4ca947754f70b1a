import type { Certification } from "../hr.contract.ts";

/**
 * The form's certifications as the kit keeps every value, a string: the rows as JSON (decision 19's "a list
 * value travels as text"). Each row has a key of its own for React while it is edited.
 */
export type CertificationRow = { key: string; name: string; issuer: string; issued: string; expires: string };

let nextKey = 0;
export const newRowKey = () => `cert-${++nextKey}`;

export const blankRow = (): CertificationRow => ({ key: newRowKey(), name: "", issuer: "", issued: "", expires: "" });

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The rows a form value holds (none when it holds nothing readable). */
export function readRows(value: string): CertificationRow[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.map((row: unknown) => {
      const r = typeof row === "object" && row !== null ? (row as Record<string, unknown>) : {};
      return { key: text(r.key) || newRowKey(), name: text(r.name), issuer: text(r.issuer), issued: text(r.issued), expires: text(r.expires) };
    });
  } catch {
    return [];
  }
}

export const writeRows = (rows: readonly CertificationRow[]): string => JSON.stringify(rows);

/** A saved employee's certifications as form rows. */
export const rowsOf = (certifications: readonly Certification[]): CertificationRow[] =>
  certifications.map((c) => ({ key: newRowKey(), name: c.name, issuer: c.issuer, issued: c.issued ?? "", expires: c.expires ?? "" }));

/** The rows as the API takes them: an empty date is none. */
export const rowsInput = (rows: readonly CertificationRow[]) =>
  rows.map((r) => ({ name: r.name, issuer: r.issuer, issued: r.issued || null, expires: r.expires || null }));
