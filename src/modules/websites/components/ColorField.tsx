import type { ChangeEvent } from "react";
import { Field, Input } from "../../../web/ui/input.tsx";

type Control = {
  id: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/** A colour: the browser's picker beside the same value as #RRGGBB text, both labelled. */
export function ColorField({
  label,
  htmlFor,
  error,
  control,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  control: Control;
}) {
  return (
    <Field label={label} htmlFor={htmlFor} error={error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={/^#[0-9a-fA-F]{6}$/.test(control.value) ? control.value.toLowerCase() : "#000000"}
          onChange={control.onChange}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-border bg-white p-1"
        />
        <Input {...control} maxLength={7} spellCheck={false} autoComplete="off" className="font-mono" />
      </div>
    </Field>
  );
}
