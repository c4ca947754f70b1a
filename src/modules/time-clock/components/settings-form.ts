import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { timeClockSettingsInput, type TimeClockSettings } from "../time-clock.contract.ts";

/** Time Clock Settings, checked with the contract's schema (loaded with its dialog). */

const SETTINGS_KEYS = [
  "geofencePolicy",
  "weeklyOvertimeHours",
  "overtimeMultiplier",
  "dailyOvertimeHours",
  "dailyDoubleTimeHours",
  "weekStartsOn",
] as const;
export type SettingsKey = (typeof SETTINGS_KEYS)[number];

/** Text as a number for the schema (which says what is wrong), blank as null where a rule may be off. */
const numberOf = (text: string) => (text.trim() === "" ? null : Number(text));

export const settingsForm: FormSpec<SettingsKey, TimeClockSettings> = {
  keys: SETTINGS_KEYS,
  idPrefix: "time-clock-settings",
  required: [
    { key: "weeklyOvertimeHours", label: "Weekly Overtime After (hours)" },
    { key: "overtimeMultiplier", label: "Overtime Multiplier" },
  ],
  parse: (v) =>
    timeClockSettingsInput.safeParse({
      geofencePolicy: v.geofencePolicy,
      weeklyOvertimeHours: numberOf(v.weeklyOvertimeHours),
      overtimeMultiplier: numberOf(v.overtimeMultiplier),
      dailyOvertimeHours: numberOf(v.dailyOvertimeHours),
      dailyDoubleTimeHours: numberOf(v.dailyDoubleTimeHours),
      weekStartsOn: Number(v.weekStartsOn),
    }),
};

const text = (n: number | null) => (n === null ? "" : String(n));

export function initialSettings(s: TimeClockSettings): FormValues<SettingsKey> {
  return {
    geofencePolicy: s.geofencePolicy,
    weeklyOvertimeHours: text(s.weeklyOvertimeHours),
    overtimeMultiplier: text(s.overtimeMultiplier),
    dailyOvertimeHours: text(s.dailyOvertimeHours),
    dailyDoubleTimeHours: text(s.dailyDoubleTimeHours),
    weekStartsOn: String(s.weekStartsOn),
  };
}
