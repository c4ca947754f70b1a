import { useState } from "react";
import type { PersonRef } from "../../../shared/contracts/common.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { RecordField } from "../../../web/ui/record-select.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { PUNCH_KIND_LABELS, PUNCH_KINDS, TIME_CLOCK_LIMITS, type PunchKind } from "../time-clock.constants.ts";
import type { Punch } from "../time-clock.contract.ts";
import { useAddPunch, useChangePunch, useClock } from "../time-clock-api.ts";
import { initialCorrection, punchCorrectionForm } from "./punch-forms.ts";

const isKind = (v: string): v is PunchKind => (PUNCH_KINDS as readonly string[]).includes(v);

/**
 * Add Punch (no `punch`) or Edit Punch on a worker's timesheet, by an admin: the punch's kind, date and time (in
 * this browser's time), job site and cost code, and the reason, which the timesheet's history keeps.
 */
export function PunchCorrectionDialog({
  worker,
  punch,
  onClose,
}: {
  worker: PersonRef;
  punch?: Punch;
  onClose: () => void;
}) {
  const [initial] = useState(() => initialCorrection(punch));
  const form = useRecordForm(punchCorrectionForm, initial);
  const add = useAddPunch();
  const change = useChangePunch();
  const clock = useClock();
  const { values, errors, idOf, field, control, setValue } = form;
  const busy = add.isPending || change.isPending;
  const sites = (clock.data?.sites ?? []).map((s) => ({ id: s.id, name: s.name }));
  const costCodes = (clock.data?.costCodes ?? []).map((c) => ({ id: c.id, name: `${c.code} ${c.name}` }));

  const submit = form.handleSubmit((input) => {
    if (punch)
      change.mutate(
        { id: punch.id, input },
        form.saveCallbacks({ saved: "Punch changed.", failed: "Could not change the punch" }, onClose),
      );
    else
      add.mutate(
        { userId: worker.id, input },
        form.saveCallbacks({ saved: "Punch added.", failed: "Could not add the punch" }, onClose),
      );
  }, busy);

  return (
    <FormDialog
      id="punch-correction-form"
      mode={punch ? "edit" : "create"}
      noun="Punch"
      verb="Add"
      description={`${worker.fullName}'s timesheet. The reason is kept in its history.`}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Punch" {...field("kind")}>
          <Select {...control("kind")} onChange={(e) => isKind(e.target.value) && setValue("kind", e.target.value)}>
            {PUNCH_KINDS.map((k) => (
              <option key={k} value={k}>
                {PUNCH_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Date and Time" {...field("at")}>
          <Input {...control("at")} type="datetime-local" />
        </Field>
        {values.kind === "in" ? (
          <>
            <RecordField
              label="Job Site"
              id={idOf("siteId")}
              value={values.siteId}
              options={sites}
              current={punch?.site ?? null}
              loading={clock.isPending}
              loadingLabel="Loading job sites…"
              noneLabel="Choose a job site"
              error={errors.siteId}
              onChange={(id) => setValue("siteId", id)}
            />
            <RecordField
              label="Cost Code"
              id={idOf("costCodeId")}
              value={values.costCodeId}
              options={costCodes}
              current={
                punch?.costCode
                  ? { id: punch.costCode.id, name: `${punch.costCode.code} ${punch.costCode.name}` }
                  : null
              }
              loading={clock.isPending}
              loadingLabel="Loading cost codes…"
              noneLabel="No cost code"
              error={errors.costCodeId}
              onChange={(id) => setValue("costCodeId", id)}
            />
          </>
        ) : null}
        <div className="sm:col-span-2">
          <Field label="Reason" {...field("reason")}>
            <Textarea {...control("reason")} maxLength={TIME_CLOCK_LIMITS.reason} className="min-h-20" />
          </Field>
        </div>
      </div>
    </FormDialog>
  );
}
