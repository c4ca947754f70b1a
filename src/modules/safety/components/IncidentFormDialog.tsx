import { useState } from "react";
import { latestHappenedDate } from "../../../shared/calendar.ts";
import { localToday } from "../../../web/lib/format.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { PhotoField } from "../../../web/photos/photo-picker.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { INCIDENT_TYPE_LABELS, INCIDENT_TYPES, SAFETY_MSG, SEVERITIES, SEVERITY_LABELS } from "../safety.constants.ts";
import { useReportIncident } from "../safety-api.ts";
import { incidentForm, initialIncidentValues } from "./incident-form.ts";
import { InvolvedPersonsEditor } from "./InvolvedPersonsEditor.tsx";
import { readPersons, writePersons } from "./person-rows.ts";

/**
 * Report Incident (spec): type, location and description required (the server's message), the rest optional;
 * the photos upload as they are added and the report waits for them. The form's `clientKey` is made once when it
 * opens, so saving again after a failure never files the report twice. A failed save keeps everything typed.
 */
export function IncidentFormDialog({ onClose }: { onClose: () => void }) {
  const [initial] = useState(() => initialIncidentValues(localToday()));
  const form = useRecordForm(incidentForm, initial, { missing: SAFETY_MSG.missingFields });
  const save = useReportIncident();
  const [uploading, setUploading] = useState(false);
  const { values, errors, setValue, idOf, field, control } = form;
  const busy = save.isPending || uploading;

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        input,
        form.submitCallbacks({ saved: SAFETY_MSG.incidentReported, failed: "Could not report the incident" }, onClose),
      ),
    busy,
  );

  return (
    <FormDialog
      id="incident-form"
      size="xl"
      mode="create"
      noun="Incident"
      verb="Report"
      uploading={uploading}
      description="Record what happened, where and who was involved."
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Incident Type" {...field("type")}>
          <Select {...control("type")} required autoFocus>
            <option value="">Choose a type</option>
            {INCIDENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {INCIDENT_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Severity" {...field("severity")}>
          <Select {...control("severity")}>
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {SEVERITY_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <Field label="Location" {...field("location")}>
            <Input {...control("location")} required maxLength={200} autoComplete="off" />
          </Field>
        </div>
        <Field label="Date" {...field("date")}>
          <Input {...control("date")} type="date" max={latestHappenedDate(values.today)} />
        </Field>
        <Field label="Time" {...field("time")}>
          <Input {...control("time")} type="time" />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Description" {...field("description")}>
            <Textarea {...control("description")} required maxLength={4000} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <InvolvedPersonsEditor
            id={idOf("involvedPersons")}
            rows={readPersons(values.involvedPersons)}
            error={errors.involvedPersons}
            onChange={(rows) => setValue("involvedPersons", writePersons(rows))}
          />
        </div>
        <div className="sm:col-span-2">
          <Field label="Witnesses" {...field("witnesses")}>
            <Textarea {...control("witnesses")} maxLength={2000} className="min-h-20" />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label="Immediate Actions" {...field("immediateActions")}>
            <Textarea {...control("immediateActions")} maxLength={4000} className="min-h-20" />
          </Field>
        </div>
        <PhotoField
          id={idOf("photoIds")}
          error={errors.photoIds}
          onChange={(joined) => setValue("photoIds", joined)}
          onUploadingChange={setUploading}
          disabled={save.isPending}
        />
      </div>
    </FormDialog>
  );
}
