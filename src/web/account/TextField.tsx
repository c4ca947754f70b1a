import type { ComponentProps } from "react";
import { Field, Input } from "../ui/input.tsx";

export type TextFieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input; its error sits under it, is linked by aria-describedby and marks it aria-invalid. */
export function TextField({ id, label, error, hint, ...props }: TextFieldProps) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
    </Field>
  );
}

/** The e-mail field every account form has, with the attributes phones and password managers need. */
export function EmailField(props: Omit<TextFieldProps, "label" | "type">) {
  return (
    <TextField
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@company.com"
      {...props}
    />
  );
}
