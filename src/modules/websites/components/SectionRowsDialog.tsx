import { Plus, Trash2 } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Button } from "../../../web/ui/button.tsx";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";

/**
 * The Services and Portfolio dialogs' frame: a list of rows, each a group of fields with its Remove, the list's
 * error, and Add. `id` is the list's (the form focuses it when the list is in error).
 */
export function SectionRowsDialog({
  id,
  title,
  description,
  saveLabel,
  busy,
  onSubmit,
  onClose,
  error,
  empty,
  addLabel,
  canAdd,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  description: string;
  saveLabel: string;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  error?: string;
  empty?: string;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <FormDialog
      id={`${id}-form`}
      title={title}
      description={description}
      size="xl"
      submitLabel={saveLabel}
      busyLabel="Saving…"
      busy={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="space-y-3">
        <legend className="sr-only">{title}</legend>
        {empty ? <p className="text-sm text-muted">{empty}</p> : null}
        {children}
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="button" variant="outline" onClick={onAdd} disabled={!canAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </fieldset>
    </FormDialog>
  );
}

/** One row of such a list: its legend ("Service 2"), its fields, and its Remove. */
export function SectionRow({
  legend,
  className,
  canRemove = true,
  onRemove,
  children,
}: {
  legend: string;
  className: string;
  canRemove?: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className={`grid gap-3 rounded-lg border border-border p-3 ${className}`}>
      <legend className="px-1 text-sm font-medium text-slate-700">{legend}</legend>
      {children}
      <div className="sm:col-span-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-red-50"
          disabled={!canRemove}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          Remove<span className="sr-only">{` ${legend.toLowerCase()}`}</span>
        </Button>
      </div>
    </fieldset>
  );
}
