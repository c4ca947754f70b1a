import { createHmac, randomBytes } from "node:crypto";

/**
 * The fake Stripe server's wire-level pieces (see fake-stripe.ts): Stripe's bracket-notation form encoding read
 * back into objects, its errors, ids, webhook signatures, `previous_attributes`, `expand`, and the plain pages.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A non-empty string parameter, else null (Stripe treats `x=` as "unset"). */
export const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** `expand[]=a&expand[]=b`, `expand[0]=a` and `expand=a` alike. */
export const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string")
    : typeof value === "string"
      ? [value]
      : [];

export type Metadata = Record<string, string>;

export function metadataOf(value: unknown): Metadata {
  const out: Metadata = {};
  if (isRecord(value)) for (const [k, v] of Object.entries(value)) if (typeof v === "string" && v !== "") out[k] = v;
  return out;
}

/** An error answered as Stripe answers it: `{ error: { type, code, param, message } }` with an HTTP status. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly param: string | undefined;
  constructor(status: number, message: string, code?: string, param?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.param = param;
  }
  body(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: "invalid_request_error", message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    return { error };
  }
}

/** An unknown id: 404 in the address, 400 in a parameter (as Stripe answers both). */
export const missing = (kind: string, id: string, param?: string) =>
  new StripeApiError(param ? 400 : 404, `No such ${kind}: '${id}'`, "resource_missing", param);
export const invalid = (message: string, param?: string) =>
  new StripeApiError(400, message, "parameter_invalid", param);

/** An integer parameter (form values are strings), null when absent. */
export function int(value: unknown, param: string): number | null {
  if (value === undefined || value === "") return null;
  if (typeof value === "string" && /^-?\d+$/.test(value)) return Number(value);
  throw invalid(`Invalid integer: ${String(value)}`, param);
}

const UNSAFE_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/** Stripe's form encoding (`a[b][0][c]=v`, `expand[]=x`) read back into nested objects; numeric keys make arrays. */
export function parseStripeParams(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const path =
      match?.[1] === undefined
        ? [key]
        : [match[1], ...[...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "")];
    assign(root, path, value);
  }
  const out = toArrays(root);
  return isRecord(out) ? out : {};
}

function assign(root: Record<string, unknown>, path: string[], value: string): void {
  let node = root;
  for (const [i, segment] of path.entries()) {
    // `[]` appends: the next free index of this level.
    const key = segment === "" ? String(Object.keys(node).length) : segment;
    if (UNSAFE_KEYS.has(key)) return;
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (isRecord(next)) node = next;
    else {
      const created: Record<string, unknown> = {};
      node[key] = created;
      node = created;
    }
  }
}

function toArrays(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, toArrays(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)))
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  return Object.fromEntries(entries);
}

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `cus_…`, `sub_…`: the prefix Stripe uses and 24 random letters and digits. */
export function newId(prefix: string): string {
  let id = "";
  for (const byte of randomBytes(24)) id += ALPHANUMERIC.charAt(byte % ALPHANUMERIC.length);
  return `${prefix}_${id}`;
}

/** Stripe's `Stripe-Signature` header: `t=<unix s>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function stripeSignature(body: string, secret: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** Stripe's `previous_attributes`: the old value of what changed (null where a key is new), nested objects by key. */
export function previousAttributes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key];
    const is = after[key];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    out[key] = isRecord(was) && isRecord(is) ? previousAttributes(was, is) : (was ?? null);
  }
  return out;
}

/** `expand[]=default_payment_method`, `expand[]=data.subscription`: ids replaced by their objects, in a copy. */
export function expandPaths(
  object: Record<string, unknown>,
  paths: string[],
  lookup: (id: string) => Record<string, unknown> | undefined,
): Record<string, unknown> {
  const copy = structuredClone(object);
  for (const path of paths) expandOne(copy, path.split("."), lookup);
  return copy;
}

function expandOne(
  node: Record<string, unknown>,
  parts: string[],
  lookup: (id: string) => Record<string, unknown> | undefined,
): void {
  const [head, ...rest] = parts;
  if (head === undefined) return;
  let value = node[head];
  if (typeof value === "string") {
    const found = lookup(value);
    if (found) node[head] = value = structuredClone(found);
  }
  if (rest.length === 0) return;
  for (const child of Array.isArray(value) ? value : [value]) if (isRecord(child)) expandOne(child, rest, lookup);
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

/** A one-page PDF with one line of text, with a correct cross-reference table so PDF readers open it. */
export function tinyPdf(text: string): Buffer {
  const safe = text.replace(/[^\x20-\x7e]/g, "?").replace(/[()\\]/g, "\\$&");
  const stream = `BT /F1 12 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
