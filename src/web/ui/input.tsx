import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { FIELD_ERROR_CLASS, fieldErrorId } from "./field-error.ts";

const fieldClass =
  "w-full rounded-md border border-border bg-white px-3 py-2 text-base text-ink sm:text-sm placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60 aria-invalid:border-destructive";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-28", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium text-ink", className)} {...props} />;
}

/** A label above its field, with the field's hint (id `${htmlFor}-hint`) or its error (id `${htmlFor}-error`) under it. */
export function Field({
  label,
  htmlFor,
  error,
  children,
  hint,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${htmlFor}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(htmlFor)} role="alert" className={FIELD_ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
