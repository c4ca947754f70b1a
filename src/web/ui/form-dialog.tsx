import type { FormEvent, ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

/** The verbs a form that makes a record uses (spec wording), and their pending forms. */
const PENDING = {
  Create: "Creating…",
  Add: "Adding…",
  Record: "Recording…",
  Report: "Reporting…",
  Submit: "Submitting…",
} as const;

export type RecordVerb = keyof typeof PENDING;

/** Whether a record form makes a new record or changes one. */
export type FormMode = "create" | "edit";

/**
 * A record's create/edit form: its words follow from the mode and the noun, as the spec says them. The title
 * ("New Contract" or "Create Project", and "Edit Contract"), the submit button ("Create Contract", "Save
 * Changes") and its pending text ("Creating…", "Saving…"). `verb` makes the record; `titleVerb` heads the new
 * record's form when it is not the verb itself.
 */
export type RecordFormWords = {
  mode: FormMode;
  noun: string;
  verb: RecordVerb;
  titleVerb?: "New" | RecordVerb;
  /** Only where the spec names the form otherwise ("New Purchase Order", "Site Details"): the title as it says. */
  title?: string;
  /** Photos still uploading before the save (PhotoField's `onUploadingChange`): the pending text says so. */
  uploading?: boolean;
  submitLabel?: never;
  busyLabel?: never;
};

/**
 * Any other form in a dialog (an import, a report, publishing, a payment…): its own title, submit button and
 * pending text. A record's create/edit form uses `RecordFormWords` instead.
 */
export type ActionFormWords = {
  title: string;
  submitLabel: string;
  busyLabel: string;
  mode?: never;
  noun?: never;
  verb?: never;
  titleVerb?: never;
  uploading?: never;
};

export type FormDialogWords = RecordFormWords | ActionFormWords;

export type FormDialogLabels = { title: string; submitLabel: string; busyLabel: string };

const UPLOADING = "Uploading photos…";

/** The dialog's title, submit button and pending text: a record form's derived, another form's as given. */
export function formDialogLabels(words: FormDialogWords): FormDialogLabels {
  if (words.mode === undefined) {
    return { title: words.title, submitLabel: words.submitLabel, busyLabel: words.busyLabel };
  }
  const { mode, noun, verb, titleVerb = verb, title, uploading = false } = words;
  const derived =
    mode === "edit"
      ? { title: `Edit ${noun}`, submitLabel: "Save Changes", busyLabel: "Saving…" }
      : { title: `${titleVerb} ${noun}`, submitLabel: `${verb} ${noun}`, busyLabel: PENDING[verb] };
  return {
    title: title ?? derived.title,
    submitLabel: derived.submitLabel,
    busyLabel: uploading ? UPLOADING : derived.busyLabel,
  };
}

type FormDialogProps = FormDialogWords & {
  /** The form element's id (the footer's submit button points at it). */
  id: string;
  description?: ReactNode;
  size?: "md" | "lg" | "xl";
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  /** A further action at the footer's start (e.g. Delete in an edit form). */
  extraAction?: ReactNode;
  children: ReactNode;
};

/**
 * A form in a dialog: the form's fields, then Cancel and the submit button (busy while saving, e.g.
 * "Creating…"). A record's create/edit form gives `mode` and `noun` (and `verb`, `titleVerb`), and its words
 * follow (`formDialogLabels`); any other form gives its `title`, `submitLabel` and `busyLabel`. Mount it only
 * while open, so each opening starts from the record as saved.
 *
 *   <FormDialog id="contract-form" mode={editing ? "edit" : "create"} noun="Contract" verb="Create" titleVerb="New" …>
 */
export function FormDialog(props: FormDialogProps) {
  const { id, description, size, busy, onSubmit, onClose, extraAction, children } = props;
  const { title, submitLabel, busyLabel } = formDialogLabels(props);
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
