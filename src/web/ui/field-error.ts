/**
 * A field's error line, shared by the React forms (Field, input.tsx) and the public pages' contact form, which
 * runs without React (src/web/islands): the same id, role and look.
 */
export const fieldErrorId = (htmlFor: string): string => `${htmlFor}-error`;
export const FIELD_ERROR_CLASS = "text-sm text-destructive";
