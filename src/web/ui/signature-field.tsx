import type { ReactNode, Ref } from "react";
import { Field, Input } from "./input.tsx";

/**
 * A client's typed signature (accepting an estimate, approving a change order; no account): "Your full name", then
 * what typing it means, which the field is described by. The name is kept as the server keeps it (200 characters).
 */
export function SignatureField({
  id,
  value,
  error,
  disabled,
  inputRef,
  onChange,
  children,
}: {
  id: string;
  value: string;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  /** What the signature agrees to, said under the field. */
  children: ReactNode;
}) {
  const statementId = `${id}-statement`;
  const describedBy = [statementId, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <>
      <Field label="Your full name" htmlFor={id} error={error}>
        <Input
          ref={inputRef}
          id={id}
          name="name"
          autoComplete="name"
          maxLength={200}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          className="sm:max-w-sm"
        />
      </Field>
      <p id={statementId} className="text-sm text-slate-700">
        {children}
      </p>
    </>
  );
}
