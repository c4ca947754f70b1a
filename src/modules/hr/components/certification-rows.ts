import { textRows, type TextRow } from "../../../web/lib/text-rows.ts";
import type { Certification } from "../hr.contract.ts";

/** An employee's certifications, as the form edits them (src/web/lib/text-rows.ts). */
export type CertificationRow = TextRow<"name" | "issuer" | "issued" | "expires">;

const certifications = textRows("cert", ["name", "issuer", "issued", "expires"]);
export const newRowKey = certifications.newKey;
export const blankRow = certifications.blank;
export const readRows = certifications.read;
export const writeRows = certifications.write;

/** A saved employee's certifications as form rows. */
export const rowsOf = (certifications: readonly Certification[]): CertificationRow[] =>
  certifications.map((c) => ({
    key: newRowKey(),
    name: c.name,
    issuer: c.issuer,
    issued: c.issued ?? "",
    expires: c.expires ?? "",
  }));

/** The rows as the API takes them: an empty date is none. */
export const rowsInput = (rows: readonly CertificationRow[]) =>
  rows.map((r) => ({ name: r.name, issuer: r.issuer, issued: r.issued || null, expires: r.expires || null }));
