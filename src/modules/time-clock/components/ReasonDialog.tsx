import { useState, type ReactNode } from "react";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Textarea } from "../../../web/ui/input.tsx";
import { TIME_CLOCK_LIMITS } from "../time-clock.constants.ts";
import { reasonForm } from "./punch-forms.ts";

/**
 * A change to a timesheet that needs only its reason (Remove Punch, Reopen Week): the reason, kept in the
 * timesheet's history. `onSubmit` runs the change and calls `failed` with the error when it is refused.
 */
export function ReasonDialog({
  title,
  description,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  description: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (reason: string, failed: (err: Error) => void) => void;
  onClose: () => void;
}) {
  const [initial] = useState({ reason: "" });
  const form = useRecordForm(reasonForm, initial);
  const submit = form.handleSubmit(({ reason }) => onSubmit(reason, form.serverFailed), busy);
  return (
    <FormDialog
      id="time-clock-reason-form"
      title={title}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      description={description}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Reason" {...form.field("reason")}>
        <Textarea {...form.control("reason")} maxLength={TIME_CLOCK_LIMITS.reason} className="min-h-20" />
      </Field>
    </FormDialog>
  );
}
