import { useState, type ReactNode } from "react";
import { latestHappenedDate } from "../../../shared/calendar.ts";
import { localToday } from "../../../web/lib/format.ts";
import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input, Textarea } from "../../../web/ui/input.tsx";
import { PhotoField } from "../../../web/photos/photo-picker.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { FIELD_MSG, MAX_CREW, WEATHER_CONDITIONS, WEATHER_LABELS } from "../field.constants.ts";
import { useFileDailyReport } from "../field-api.ts";
import { dailyReportForm, initialDailyReportValues } from "./daily-report-form.ts";
import { issueRows } from "./form-rows.ts";
import { IssuesEditor } from "./IssuesEditor.tsx";
import { LocationButton } from "./LocationButton.tsx";

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A site's daily report (spec: the site form): date, location (typed, or the device's position), weather as
 * the person sees it, crew present and absent, activities, issues, materials and photos. The form's `clientKey`
 * is made once when it opens, so sending again after a failure never files the report twice.
 */
export function DailyReportFormDialog({
  site,
  onClose,
}: {
  site: { id: string; name: string; location: string };
  onClose: () => void;
}) {
  const [initial] = useState(() => initialDailyReportValues(site, localToday()));
  const form = useRecordForm(dailyReportForm, initial);
  const save = useFileDailyReport();
  const [uploading, setUploading] = useState(false);
  const { values, errors, setValue, idOf, field, control } = form;
  const busy = save.isPending || uploading;

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { siteName: site.name, input },
        form.submitCallbacks({ saved: FIELD_MSG.reportFiled, failed: "Could not submit the daily report" }, onClose),
      ),
    busy,
  );
  const setPosition = (p: { latitude: string; longitude: string }) => {
    setValue("latitude", p.latitude);
    setValue("longitude", p.longitude);
  };

  return (
    <FormDialog
      id="daily-report-form"
      size="xl"
      mode="create"
      noun="Report"
      verb="Submit"
      title="Daily Report"
      uploading={uploading}
      description={`What happened on ${site.name} today.`}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" {...field("date")}>
          <Input {...control("date")} type="date" max={latestHappenedDate(values.today)} />
        </Field>
        <Field label="Location" {...field("location")}>
          <Input {...control("location")} maxLength={200} autoComplete="off" />
        </Field>
        <div id={idOf("latitude")} tabIndex={-1} className="sm:col-span-2">
          <LocationButton
            latitude={values.latitude}
            longitude={values.longitude}
            disabled={save.isPending}
            onChange={setPosition}
          />
          {errors.latitude ? (
            <p role="alert" className="mt-1 text-sm text-destructive">
              {errors.latitude}
            </p>
          ) : null}
        </div>
        <Group legend="Weather">
          <Field label="Condition" {...field("weatherCondition")}>
            <Select {...control("weatherCondition")}>
              <option value="">Not noted</option>
              {WEATHER_CONDITIONS.map((w) => (
                <option key={w} value={w}>
                  {WEATHER_LABELS[w]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Temperature" {...field("temperature")}>
            <Input {...control("temperature")} maxLength={40} placeholder="e.g. 18 °C" autoComplete="off" />
          </Field>
          <Field label="Wind" {...field("wind")}>
            <Input {...control("wind")} maxLength={60} placeholder="e.g. 15 km/h NW" autoComplete="off" />
          </Field>
        </Group>
        <Field label="Crew Present" {...field("crewPresent")}>
          <Input
            {...control("crewPresent")}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CREW}
            step={1}
            placeholder="0"
          />
        </Field>
        <Field label="Crew Absent" {...field("crewAbsent")}>
          <Input
            {...control("crewAbsent")}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CREW}
            step={1}
            placeholder="0"
          />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Activities" {...field("activities")}>
            <Textarea {...control("activities")} maxLength={4000} className="min-h-20" />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <IssuesEditor
            id={idOf("issues")}
            rows={issueRows.read(values.issues)}
            error={errors.issues}
            onChange={(rows) => setValue("issues", issueRows.write(rows))}
          />
        </div>
        <Field label="Materials Received" {...field("materialsReceived")}>
          <Textarea {...control("materialsReceived")} maxLength={2000} className="min-h-20" />
        </Field>
        <Field label="Materials Needed" {...field("materialsNeeded")}>
          <Textarea {...control("materialsNeeded")} maxLength={2000} className="min-h-20" />
        </Field>
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
