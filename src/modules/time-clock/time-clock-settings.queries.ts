import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { timeClockSettings } from "../../server/db/schema/index.ts";
import type { Scope } from "../../server/platform/access.ts";
import type { TimeClockSettings } from "./time-clock.contract.ts";
import { DEFAULT_TIME_CLOCK_RULES, GEOFENCE_POLICIES, hoursOf, type GeofencePolicy } from "./time-clock.constants.ts";
import type { OvertimeRules } from "./timesheet.rules.ts";

export type TimeClockRules = OvertimeRules & { geofencePolicy: GeofencePolicy; weekStartsOn: number };

const policyOf = (value: string): GeofencePolicy =>
  GEOFENCE_POLICIES.find((p) => p === value) ?? DEFAULT_TIME_CLOCK_RULES.geofencePolicy;

/** The organization's time clock rules, the defaults where it has set none (40 h a week at 1.5×, flag). */
export async function timeClockRules(db: Db, scope: Scope): Promise<TimeClockRules> {
  const s = timeClockSettings;
  const [row] = await db.select().from(s).where(eq(s.organizationId, scope.organizationId)).limit(1);
  if (!row) return { ...DEFAULT_TIME_CLOCK_RULES };
  return {
    geofencePolicy: policyOf(row.geofencePolicy),
    weeklyOvertimeMinutes: row.weeklyOvertimeMinutes,
    overtimePercent: row.overtimePercent,
    dailyOvertimeMinutes: row.dailyOvertimeMinutes,
    dailyDoubleTimeMinutes: row.dailyDoubleTimeMinutes,
    weekStartsOn: row.weekStartsOn,
  };
}

const minutesOf = (hours: number) => Math.round(hours * 60);

/** The rules as an admin reads and types them: hours and a multiplier. */
export function settingsOf(rules: TimeClockRules): TimeClockSettings {
  return {
    geofencePolicy: rules.geofencePolicy,
    weeklyOvertimeHours: hoursOf(rules.weeklyOvertimeMinutes),
    overtimeMultiplier: rules.overtimePercent / 100,
    dailyOvertimeHours: rules.dailyOvertimeMinutes === null ? null : hoursOf(rules.dailyOvertimeMinutes),
    dailyDoubleTimeHours: rules.dailyDoubleTimeMinutes === null ? null : hoursOf(rules.dailyDoubleTimeMinutes),
    weekStartsOn: rules.weekStartsOn,
  };
}

export const getTimeClockSettings = async (db: Db, scope: Scope) => settingsOf(await timeClockRules(db, scope));

/**
 * Saves the rules (an admin's). Approved weeks keep the figures they were approved with; a changed week start
 * applies to weeks not yet approved.
 */
export async function saveTimeClockSettings(
  db: Db,
  scope: Scope,
  input: TimeClockSettings,
): Promise<TimeClockSettings> {
  const values = {
    geofencePolicy: input.geofencePolicy,
    weeklyOvertimeMinutes: minutesOf(input.weeklyOvertimeHours),
    overtimePercent: Math.round(input.overtimeMultiplier * 100),
    dailyOvertimeMinutes: input.dailyOvertimeHours === null ? null : minutesOf(input.dailyOvertimeHours),
    dailyDoubleTimeMinutes: input.dailyDoubleTimeHours === null ? null : minutesOf(input.dailyDoubleTimeHours),
    weekStartsOn: input.weekStartsOn,
    updatedBy: scope.userId,
    updatedAt: sql`now()`,
  };
  await db
    .insert(timeClockSettings)
    .values({ organizationId: scope.organizationId, ...values })
    .onConflictDoUpdate({ target: timeClockSettings.organizationId, set: values });
  return getTimeClockSettings(db, scope);
}
