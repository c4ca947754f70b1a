import type { ReactNode, Ref } from "react";
import { Field } from "./input.tsx";
import { Select } from "./select.tsx";

export type RecordOption = { id: string; name: string };

/**
 * A select of an organization's records (clients, members) with a "none" choice. `current` (the saved
 * record) stays listed while the list loads or after it has left the list.
 */
export function RecordSelect({
  id,
  value,
  options,
  current,
  loading,
  loadingLabel,
  noneLabel,
  error,
  selectRef,
  onChange,
}: {
  id: string;
  value: string;
  options: RecordOption[];
  current: RecordOption | null;
  loading: boolean;
  loadingLabel: string;
  noneLabel: string;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
  onChange: (id: string) => void;
}) {
  const shown = current && !options.some((o) => o.id === current.id) ? [current, ...options] : options;
  const waiting = loading && !current;
  return (
    <Select
      ref={selectRef}
      id={id}
      value={value}
      disabled={waiting}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{waiting ? loadingLabel : noneLabel}</option>
      {shown.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </Select>
  );
}

/** A labelled RecordSelect: the label above, the hint or error under it (e.g. a document's Project). */
export function RecordField({
  label,
  hint,
  children,
  ...select
}: Parameters<typeof RecordSelect>[0] & { label: string; hint?: string; children?: ReactNode }) {
  return (
    <Field label={label} htmlFor={select.id} error={select.error} hint={hint}>
      <RecordSelect {...select} />
      {children}
    </Field>
  );
}
