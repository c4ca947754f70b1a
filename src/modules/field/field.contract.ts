import { z } from "zod";
import { happenedDateAllowed, reporterToday } from "../../shared/calendar.ts";
import { blankableDay, personRef, recordRef } from "../../shared/contracts/common.ts";
import { photoIds, photoRef } from "../../shared/contracts/photos.ts";
import {
  DEFAULT_ISSUE_PRIORITY,
  DEFAULT_SITE_TYPE,
  FIELD_MSG,
  ISSUE_PRIORITIES,
  ISSUE_TYPES,
  MAX_CREW,
  MAX_EQUIPMENT,
  MAX_GEOFENCE_RADIUS_M,
  MAX_ISSUES,
  MIN_GEOFENCE_RADIUS_M,
  REPORT_PAGE_SIZE,
  SITE_PAGE_SIZE,
  SITE_STATUSES,
  SITE_TYPES,
  WEATHER_CONDITIONS,
} from "./field.constants.ts";

const MISSING = FIELD_MSG.missingFields;
const tooLong = (max: number) => `Keep it under ${max} characters.`;
const required = (max: number) => z.string({ error: MISSING }).trim().min(1, MISSING).max(max, tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional().default("");
const isoDateText = z.iso.date(FIELD_MSG.invalidDate);
/** A date a form may leave blank: null when absent or blank. */
const optionalDate = z
  .string()
  .trim()
  .refine((d) => d === "" || isoDateText.safeParse(d).success, FIELD_MSG.invalidDate)
  .describe("YYYY-MM-DD")
  .nullable()
  .optional()
  .transform((d) => d || null);
const crewCount = z
  .number({ error: FIELD_MSG.crewCount })
  .int(FIELD_MSG.crewCount)
  .min(0, FIELD_MSG.crewCount)
  .max(MAX_CREW, FIELD_MSG.crewCount)
  .optional()
  .default(0);
const clientKey = z.uuid(FIELD_MSG.clientKey);
/** A position's half, in degrees; null when not given (a site's and a daily report's). */
const coordinate = (limit: 90 | 180) =>
  z
    .number({ error: FIELD_MSG.position })
    .min(-limit, FIELD_MSG.position)
    .max(limit, FIELD_MSG.position)
    .nullable()
    .optional()
    .default(null);
const bothOrNeither = (p: { latitude: number | null; longitude: number | null }) =>
  (p.latitude === null) === (p.longitude === null);

/** The caller's calendar date (site status, stat cards); the server's when absent. */
export const todayQuery = z.object({ today: isoDateText.optional() });
export type TodayQuery = z.input<typeof todayQuery>;

// Sites

const siteFields = {
  name: required(200),
  location: required(200),
  type: z
    .enum(SITE_TYPES, { error: `Choose a site type: ${SITE_TYPES.join(", ")}.` })
    .optional()
    .default(DEFAULT_SITE_TYPE),
  supervisor: required(120),
  expectedStartDate: optionalDate,
  expectedEndDate: optionalDate,
  description: optionalText(4000),
  crewRequired: crewCount,
  crewAssigned: crewCount,
  equipment: z
    .array(z.string({ error: FIELD_MSG.equipmentItem }).trim().min(1, FIELD_MSG.equipmentItem).max(200, tooLong(200)))
    .max(MAX_EQUIPMENT, `Keep it to ${MAX_EQUIPMENT} lines.`)
    .optional()
    .default([]),
  /** The project the site belongs to (the organization's own), or none. */
  projectId: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .optional()
    .transform((p) => p || null),
  /** Where the site is (both or neither), for the time clock's geofence. */
  latitude: coordinate(90),
  longitude: coordinate(180),
  /** The geofence around the site's position in metres, or none; a radius needs a position. */
  geofenceRadiusM: z
    .number({ error: FIELD_MSG.geofenceRadius })
    .int(FIELD_MSG.geofenceRadius)
    .min(MIN_GEOFENCE_RADIUS_M, FIELD_MSG.geofenceRadius)
    .max(MAX_GEOFENCE_RADIUS_M, FIELD_MSG.geofenceRadius)
    .nullable()
    .optional()
    .default(null),
};

type SiteChecked = {
  expectedStartDate: string | null;
  expectedEndDate: string | null;
  latitude: number | null;
  longitude: number | null;
  geofenceRadiusM: number | null;
};

/** What a site's fields say together: dates in order, a whole position, and a geofence only around a position. */
function checkSite(s: SiteChecked, ctx: z.RefinementCtx): void {
  if (s.expectedStartDate && s.expectedEndDate && s.expectedEndDate < s.expectedStartDate)
    ctx.addIssue({ code: "custom", path: ["expectedEndDate"], message: FIELD_MSG.dateOrder });
  if (!bothOrNeither(s)) ctx.addIssue({ code: "custom", path: ["latitude"], message: FIELD_MSG.position });
  else if (s.geofenceRadiusM !== null && s.latitude === null)
    ctx.addIssue({ code: "custom", path: ["geofenceRadiusM"], message: FIELD_MSG.geofenceNeedsPosition });
}

/**
 * Site Details (spec's site report: name, location, type, supervisor, expected start and end, description, crew
 * required and assigned, equipment), and the time clock's site position and geofence radius; name, location and
 * supervisor required, crew counts 0 or more.
 */
export const siteInput = z.object(siteFields).superRefine(checkSite);
export type SiteInput = z.input<typeof siteInput>;
export type SiteInputParsed = z.output<typeof siteInput>;

/** New Site Report: the site's fields and the form's `clientKey` (a re-send answers the site already made). */
export const newSiteInput = z.object({ clientKey, ...siteFields }).superRefine(checkSite);
export type NewSiteInput = z.input<typeof newSiteInput>;
export type NewSiteInputParsed = z.output<typeof newSiteInput>;

export const site = z.object({
  id: z.string(),
  clientKey: z.string(),
  project: recordRef.nullable(),
  name: z.string(),
  location: z.string(),
  type: z.enum(SITE_TYPES),
  supervisor: z.string(),
  expectedStartDate: z.string().nullable(),
  expectedEndDate: z.string().nullable(),
  description: z.string(),
  crewRequired: z.number().int(),
  crewAssigned: z.number().int(),
  equipment: z.array(z.string()),
  /** The site's position (both or neither) and its geofence radius in metres (none without a position). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geofenceRadiusM: z.number().int().nullable(),
  /** From the expected dates as of the caller's today (field.rules.ts: siteStatus). */
  status: z.enum(SITE_STATUSES),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Site = z.infer<typeof site>;

export const siteListQuery = z.object({
  today: isoDateText.optional(),
  /** Name, location or supervisor, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  status: z.enum(SITE_STATUSES).optional(),
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(SITE_PAGE_SIZE),
});
export type SiteListQuery = z.input<typeof siteListQuery>;
export type SiteFilters = z.output<typeof siteListQuery>;

export const siteList = z.object({ today: z.string(), sites: z.array(site), nextCursor: z.string().nullable() });
export type SiteList = z.infer<typeof siteList>;

// Daily reports

export const issueInput = z.object({
  type: z.enum(ISSUE_TYPES, { error: `Choose an issue type: ${ISSUE_TYPES.join(", ")}.` }),
  description: z
    .string({ error: FIELD_MSG.issueDescription })
    .trim()
    .min(1, FIELD_MSG.issueDescription)
    .max(2000, tooLong(2000)),
  priority: z
    .enum(ISSUE_PRIORITIES, { error: `Choose a priority: ${ISSUE_PRIORITIES.join(", ")}.` })
    .optional()
    .default(DEFAULT_ISSUE_PRIORITY),
});
export type IssueInput = z.input<typeof issueInput>;

/**
 * A daily report (spec's site form: site, location, date, weather condition, temperature and wind, crew present
 * and absent, activities, issues, materials received and needed, photos), the position when the device gave it.
 * `clientKey` is its idempotency key: sending the same key again answers the report already filed.
 */
export const dailyReportInput = z
  .object({
    clientKey,
    siteId: z.string({ error: FIELD_MSG.siteRequired }).trim().min(1, FIELD_MSG.siteRequired).max(100),
    /** The day reported on; the reporter's today when absent or blank. Not after the reporter's tomorrow (below). */
    date: blankableDay(FIELD_MSG.invalidDate),
    /** The reporter's calendar date, which `date` is checked against (shared/calendar.ts); UTC's when absent. */
    today: isoDateText.describe("YYYY-MM-DD").optional(),
    location: optionalText(200),
    latitude: coordinate(90),
    longitude: coordinate(180),
    weatherCondition: z
      .union([z.enum(WEATHER_CONDITIONS), z.literal("")], {
        error: `Choose the weather: ${WEATHER_CONDITIONS.join(", ")}.`,
      })
      .optional()
      .default(""),
    /** As entered, e.g. "18 °C". */
    temperature: optionalText(40),
    wind: optionalText(60),
    crewPresent: crewCount,
    crewAbsent: crewCount,
    activities: optionalText(4000),
    issues: z.array(issueInput).max(MAX_ISSUES, `Keep it to ${MAX_ISSUES} issues.`).optional().default([]),
    materialsReceived: optionalText(2000),
    materialsNeeded: optionalText(2000),
    /** Photos uploaded beforehand (`POST /api/photos`), by id: the organization's own, each once, at most 20. */
    photoIds: photoIds.optional().default([]),
  })
  .refine(bothOrNeither, { path: ["latitude"], message: FIELD_MSG.position })
  .refine((r) => r.date === undefined || happenedDateAllowed(r.date, reporterToday(r.today)), {
    path: ["date"],
    message: FIELD_MSG.futureDate,
  });
export type DailyReportInput = z.input<typeof dailyReportInput>;
export type DailyReportInputParsed = z.output<typeof dailyReportInput>;

export const issue = z.object({
  id: z.string(),
  type: z.enum(ISSUE_TYPES),
  description: z.string(),
  priority: z.enum(ISSUE_PRIORITIES),
  resolved: z.boolean(),
});
export type Issue = z.infer<typeof issue>;

export const dailyReport = z.object({
  id: z.string(),
  clientKey: z.string(),
  site: recordRef,
  date: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  weatherCondition: z.union([z.enum(WEATHER_CONDITIONS), z.literal("")]),
  temperature: z.string(),
  wind: z.string(),
  crewPresent: z.number().int(),
  crewAbsent: z.number().int(),
  activities: z.string(),
  issues: z.array(issue),
  materialsReceived: z.string(),
  materialsNeeded: z.string(),
  /** The photo ids as reported, and those photos that still exist, with their addresses. */
  photoIds: z.array(z.string()),
  photos: z.array(photoRef),
  reportedBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DailyReport = z.infer<typeof dailyReport>;

export const reportListQuery = z.object({
  siteId: z.string().trim().max(100).optional(),
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(REPORT_PAGE_SIZE),
});
export type ReportListQuery = z.input<typeof reportListQuery>;
export type ReportFilters = z.output<typeof reportListQuery>;

export const reportList = z.object({ reports: z.array(dailyReport), nextCursor: z.string().nullable() });
export type ReportList = z.infer<typeof reportList>;

export const issueParams = z.object({ id: z.string().min(1).max(100), issueId: z.string().min(1).max(100) });
export const issueResolvedInput = z.object({
  resolved: z.boolean({ error: "Say whether the issue is resolved (true or false)." }),
});
export type IssueResolvedInput = z.input<typeof issueResolvedInput>;

// Stat cards and site cards

const priorityCounts = z.object({
  low: z.number().int(),
  medium: z.number().int(),
  high: z.number().int(),
  total: z.number().int(),
});

export const siteCard = z.object({
  site,
  /** The site's newest reports (at most 3), newest first. */
  latestReports: z.array(dailyReport),
});
export type SiteCard = z.infer<typeof siteCard>;

export const fieldSummary = z.object({
  today: z.string(),
  /** Monday and Sunday of the week Reports This Week counts. */
  weekStart: z.string(),
  weekEnd: z.string(),
  /** Sites active today (from their expected dates), and all sites. */
  activeSites: z.number().int(),
  totalSites: z.number().int(),
  /** Crew present in today's reports: each site's latest report of today, summed; and how many sites reported today. */
  crewOnSiteToday: z.number().int(),
  sitesReportedToday: z.number().int(),
  /** Issues on daily reports not marked resolved, by priority. */
  openIssues: priorityCounts,
  reportsThisWeek: z.number().int(),
  /** A few active sites (soonest to finish first) with their latest reports. */
  siteCards: z.array(siteCard),
});
export type FieldSummary = z.infer<typeof fieldSummary>;
