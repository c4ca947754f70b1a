import type { FormEvent, ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

/**
 * A create/edit form in a dialog: the form's fields, then Cancel and the submit button (busy while saving,
 * e.g. "Creating…"). Mount it only while open, so each opening starts from the record as saved.
 */
export function FormDialog({
  id,
  title,
  description,
  size,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onClose,
  extraAction,
  children,
}: {
  /** The form element's id (the footer's submit button points at it). */
  id: string;
  title: string;
  description?: ReactNode;
  size?: "md" | "lg" | "xl";
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  /** A further action at the footer's start (e.g. Delete in an edit form). */
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          {extraAction ? <div className="flex flex-col sm:mr-auto">{extraAction}</div> : null}
          <Button type="button" variant="outline" onClick={onClose} disabled={busy} data-dialog-close="">
            Cancel
          </Button>
          <Button type="submit" form={id} disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={id} noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Dialog>
  );
}

/** The verb a form that makes a record uses (spec wording), and its pending form. */
const PENDING = { Create: "Creating…", Add: "Adding…", Record: "Recording…" } as const;

/**
 * A record's create/edit form words, as the spec says them: the title ("New Contract" or "Create Project", and
 * "Edit Contract"), the submit button ("Create Contract", "Save Changes") and its pending text ("Creating…",
 * "Saving…"). `verb` makes the record; `titleVerb` heads the new record's form when it is not the verb itself.
 */
export function recordFormLabels({
  noun,
  editing,
  verb,
  titleVerb = verb,
}: {
  noun: string;
  editing: boolean;
  verb: keyof typeof PENDING;
  titleVerb?: "New" | keyof typeof PENDING;
}) {
  return editing
    ? { title: `Edit ${noun}`, submitLabel: "Save Changes", busyLabel: "Saving…" }
    : { title: `${titleVerb} ${noun}`, submitLabel: `${verb} ${noun}`, busyLabel: PENDING[verb] };
}
