import { useRecordForm } from "../../../web/lib/use-record-form.ts";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { FormDialog } from "../../../web/ui/form-dialog.tsx";
import { Field, Input } from "../../../web/ui/input.tsx";
import { ListSkeleton } from "../../../web/ui/list-states.tsx";
import { LoadError } from "../../../web/ui/load-error.tsx";
import { Select } from "../../../web/ui/select.tsx";
import { GEOFENCE_POLICIES, TIME_CLOCK_MSG, type GeofencePolicy } from "../time-clock.constants.ts";
import type { TimeClockSettings } from "../time-clock.contract.ts";
import { useSaveTimeClockSettings, useTimeClockSettings } from "../time-clock-api.ts";
import { initialSettings, settingsForm } from "./settings-form.ts";

const POLICY_LABELS: Record<GeofencePolicy, string> = {
  flag: "Flag punches outside",
  refuse: "Refuse punches outside",
};
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Time Clock Settings (admins): the geofence policy, overtime weekly and daily, double time, and the week's start. */
export function TimeClockSettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useTimeClockSettings();
  if (settings.data) return <SettingsForm settings={settings.data} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Time Clock Settings">
      {settings.isError ? (
        <LoadError
          title="Could not load the settings"
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <ListSkeleton label="Loading the settings" count={3} />
      )}
    </Dialog>
  );
}

function SettingsForm({ settings, onClose }: { settings: TimeClockSettings; onClose: () => void }) {
  const form = useRecordForm(settingsForm, initialSettings(settings));
  const save = useSaveTimeClockSettings();
  const { field, control, hintOf } = form;
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        input,
        form.saveCallbacks({ saved: TIME_CLOCK_MSG.settingsSaved, failed: "Could not save the settings" }, onClose),
      ),
    save.isPending,
  );
  return (
    <FormDialog
      id="time-clock-settings-form"
      title="Time Clock Settings"
      submitLabel="Save Settings"
      busyLabel="Saving…"
      description="How punches outside a job site's geofence are treated, and when overtime and double time start."
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Geofence Policy" {...field("geofencePolicy")}>
            <Select {...control("geofencePolicy")}>
              {GEOFENCE_POLICIES.map((p) => (
                <option key={p} value={p}>
                  {POLICY_LABELS[p]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label="Weekly Overtime After (hours)" {...field("weeklyOvertimeHours")}>
          <Input {...control("weeklyOvertimeHours")} type="number" inputMode="decimal" min={1} max={168} step="0.5" />
        </Field>
        <Field label="Overtime Multiplier" {...field("overtimeMultiplier")}>
          <Input {...control("overtimeMultiplier")} type="number" inputMode="decimal" min={1} max={3} step="0.05" />
        </Field>
        <Field
          label="Daily Overtime After (hours)"
          hint="Optional: leave blank for weekly overtime only."
          {...field("dailyOvertimeHours")}
        >
          <Input
            {...control("dailyOvertimeHours", hintOf("dailyOvertimeHours"))}
            type="number"
            inputMode="decimal"
            min={1}
            max={24}
            step="0.5"
          />
        </Field>
        <Field
          label="Daily Double Time After (hours)"
          hint="Optional: leave blank for no double time."
          {...field("dailyDoubleTimeHours")}
        >
          <Input
            {...control("dailyDoubleTimeHours", hintOf("dailyDoubleTimeHours"))}
            type="number"
            inputMode="decimal"
            min={1}
            max={24}
            step="0.5"
          />
        </Field>
        <Field label="Week Starts On" {...field("weekStartsOn")}>
          <Select {...control("weekStartsOn")}>
            {WEEKDAYS.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </FormDialog>
  );
}
