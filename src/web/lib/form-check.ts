import type { ZodSafeParseResult } from "zod";
import { zodFieldErrors, type FieldErrors } from "./form.ts";

/** A module form's fields as typed: one string per field, in the shape the form shows them. */
export type FormValues<K extends string> = Record<K, string>;

/**
 * What a record form is, for the kit (`useRecordForm`): its fields and how the contract's request schema reads
 * them. The schema is the one source of checks; the browser runs it for quick feedback, the server again.
 */
export type FormSpec<K extends string, T> = {
  /** Field names in screen order: the first one in error gets focus. */
  keys: readonly K[];
  /** Element ids are `${idPrefix}-${key}`; an error's id is the field's id + "-error". */
  idPrefix: string;
  /** Fields that must not be empty, each named in its message ("Project Name is required."), checked first. */
  required?: readonly { key: K; label: string }[];
  /**
   * The values as the request schema reads them (empty text to null, numbers from text…). A form that opens
   * before its schema has loaded (a site screen's first form, preloaded with its page: decision 0028) imports
   * its contract here, on demand, and answers a promise; `prepare` then starts that import at the form's first change.
   */
  parse: (values: FormValues<K>) => ZodSafeParseResult<T> | Promise<ZodSafeParseResult<T>>;
  /**
   * Called once, at the form's first change: starts loading what `parse` imports on demand, so a submit need not
   * wait for it, and the first keystroke does not wait for it either (useRecordForm).
   */
  prepare?: () => void;
  /** Rewords or adds messages after the schema's (e.g. "Progress is between 0 and 100." for text in a number). */
  adjust?: (errors: FieldErrors<K>, values: FormValues<K>) => void;
};

export type FormCheck<K extends string, T> =
  { ok: true; input: T } | { ok: false; errors: FieldErrors<K>; missing: boolean };

/**
 * The form checked as the server will check it: missing required fields first (the spec's required-fields
 * message), then the schema's rules, one message per field.
 */
export async function checkForm<K extends string, T>(
  spec: FormSpec<K, T>,
  values: FormValues<K>,
): Promise<FormCheck<K, T>> {
  const missing: FieldErrors<K> = {};
  for (const { key, label } of spec.required ?? []) if (!values[key].trim()) missing[key] = `${label} is required.`;
  if (Object.keys(missing).length > 0) return { ok: false, errors: missing, missing: true };

  const result = await spec.parse(values);
  const errors: FieldErrors<K> = result.success ? {} : zodFieldErrors(result.error, spec.keys);
  spec.adjust?.(errors, values);
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors, missing: false };
  return { ok: true, input: result.data };
}

/** Dashboard spec §8: the form messages of §5 are toasts titled "Validation Error". */
export const VALIDATION_ERROR = "Validation Error";

/**
 * What a form says in a toast when its check fails. `missing`: the message for empty required fields (the spec's
 * "Please fill in all required fields"…), titled Validation Error unless the spec titles it itself (projects'
 * "Missing Fields"); without it, and for every other failed check, Validation Error with the first message in
 * screen order.
 */
export type CheckToasts = {
  missing?: string | { title: string; message: string };
};

/** The toast for a failed check (see CheckToasts); null when the check passed. */
export function checkToast<K extends string, T>(
  checked: FormCheck<K, T>,
  keys: readonly K[],
  toasts: CheckToasts = {},
): { title: string; message: string } | null {
  if (checked.ok) return null;
  const missing = checked.missing ? toasts.missing : undefined;
  if (typeof missing === "object") return missing;
  return { title: VALIDATION_ERROR, message: missing ?? firstError(checked.errors, keys) ?? "" };
}

/** The first message in screen order. */
export function firstError<K extends string>(errors: FieldErrors<K>, keys: readonly K[]): string | undefined {
  const key = keys.find((k) => errors[k]);
  return key === undefined ? undefined : errors[key];
}
