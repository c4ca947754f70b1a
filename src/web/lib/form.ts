import { useState, type ChangeEvent } from "react";
import type { ZodError, ZodSafeParseResult } from "zod";

/** One message per field, shown under the field (aria-describedby) and marking it aria-invalid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function isKey<K extends string>(value: PropertyKey | undefined, keys: readonly K[]): value is K {
  return typeof value === "string" && (keys as readonly string[]).includes(value);
}

/** The first message per field from a failed parse of one of the shared request schemas. */
export function zodFieldErrors<K extends string>(error: ZodError, keys: readonly K[]): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (isKey(key, keys) && out[key] === undefined) out[key] = issue.message;
  }
  return out;
}

/** The server's `fields` (400 VALIDATION_ERROR) for the fields this form shows. */
export function serverFieldErrors<K extends string>(
  fields: Record<string, string> | undefined,
  keys: readonly K[],
): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (isKey(key, keys)) out[key] = message;
  }
  return out;
}

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstError<K extends string>(
  errors: FieldErrors<K>,
  keys: readonly K[],
  idOf: (key: K) => string,
): void {
  const first = keys.find((k) => errors[k]);
  if (first) document.getElementById(idOf(first))?.focus();
}

/**
 * The outcome of parsing a form with its shared request schema: the data, or null after showing each
 * message under its field (with `adjust` to reword some first) and focusing the first field in error.
 */
export function checkFields<K extends string, T>(
  result: ZodSafeParseResult<T>,
  form: { keys: readonly K[]; idOf: (key: K) => string; setErrors: (errors: FieldErrors<K>) => void },
  adjust?: (errors: FieldErrors<K>) => void,
): T | null {
  if (result.success) {
    form.setErrors({});
    return result.data;
  }
  const errors = zodFieldErrors(result.error, form.keys);
  adjust?.(errors);
  form.setErrors(errors);
  focusFirstError(errors, form.keys, form.idOf);
  return null;
}

/**
 * Text fields of one form: values, errors, `setValue(key, value)` and `bind(key)` for TextField / PasswordInput.
 * Editing a field clears its error.
 */
export function useFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const setValue = (key: K, value: string) => {
    setValues((prev) => {
      const next = { ...prev };
      next[key] = value;
      return next;
    });
    setErrors((prev) => {
      if (prev[key] === undefined) return prev;
      const next = { ...prev };
      delete next[key];
      return next;
    });
  };
  const bind = (key: K) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(key, e.target.value),
  });
  const reset = () => {
    setValues(initial);
    setErrors({});
  };
  return { values, errors, setErrors, setValue, bind, reset };
}
