// The field operations module's site types, statuses, issue types and priorities, texts and limits: plain values
// a screen's first render may import without loading the zod schemas of field.contract.ts (decision 0007).

// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import { SITE_TYPES } from "../../shared/column-values.ts";

export { SITE_TYPES };
export type SiteType = (typeof SITE_TYPES)[number];
export const DEFAULT_SITE_TYPE: SiteType = "construction";
export const SITE_TYPE_LABELS: Record<SiteType, string> = {
  construction: "Construction",
  renovation: "Renovation",
  infrastructure: "Infrastructure",
  residential: "Residential",
  commercial: "Commercial",
};

/** A site's standing on a day, from its expected dates (field.rules.ts: siteStatus). */
export const SITE_STATUSES = ["planned", "active", "completed"] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];
export const SITE_STATUS_LABELS: Record<SiteStatus, string> = {
  planned: "Planned",
  active: "Active",
  completed: "Completed",
};

/** The weather a person picks for the day (no outside weather service is reached). */
export const WEATHER_CONDITIONS = [
  "sunny",
  "partly-cloudy",
  "cloudy",
  "rain",
  "storm",
  "snow",
  "fog",
  "windy",
] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];
export const WEATHER_LABELS: Record<WeatherCondition, string> = {
  sunny: "Sunny",
  "partly-cloudy": "Partly cloudy",
  cloudy: "Cloudy",
  rain: "Rain",
  storm: "Storm",
  snow: "Snow",
  fog: "Fog",
  windy: "Windy",
};

/** What an issue on a daily report is about. */
export const ISSUE_TYPES = ["safety", "quality", "delay", "equipment", "materials", "weather", "other"] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const ISSUE_TYPE_LABELS: Record<IssueType, string> = {
  safety: "Safety",
  quality: "Quality",
  delay: "Delay",
  equipment: "Equipment",
  materials: "Materials",
  weather: "Weather",
  other: "Other",
};

/** An issue's priority, least to most urgent. */
export const ISSUE_PRIORITIES = ["low", "medium", "high"] as const;
export type IssuePriority = (typeof ISSUE_PRIORITIES)[number];
export const DEFAULT_ISSUE_PRIORITY: IssuePriority = "medium";
export const ISSUE_PRIORITY_LABELS: Record<IssuePriority, string> = { low: "Low", medium: "Medium", high: "High" };

export const isIssueType = (s: string): s is IssueType => (ISSUE_TYPES as readonly string[]).includes(s);
export const isIssuePriority = (s: string): s is IssuePriority => (ISSUE_PRIORITIES as readonly string[]).includes(s);

/** The home screen's site cards: this many active sites, each with its latest reports. */
export const SITE_CARDS = 4;
export const SITE_CARD_REPORTS = 3;
export const SITE_PAGE_SIZE = 20;
export const REPORT_PAGE_SIZE = 20;
export const MAX_EQUIPMENT = 50;
export const MAX_ISSUES = 30;
/** The largest crew count a form takes. */
export const MAX_CREW = 100_000;
/** A site's geofence radius in metres (the time clock checks punches against it), as the field_sites check says. */
export const MIN_GEOFENCE_RADIUS_M = 10;
export const MAX_GEOFENCE_RADIUS_M = 100_000;

/** The spec's texts for the field screen, and the ones this product adds. */
export const FIELD_MSG = {
  /** Spec §5: site report name, location, supervisor required. */
  missingFields: "Please fill in all required fields",
  siteCreated: "New site created successfully",
  siteUpdated: "Site details updated successfully",
  siteDeleted: "Site deleted successfully",
  reportFiled: "Daily report submitted successfully",
  reportDeleted: "Daily report deleted successfully",
  invalidDate: "Please enter a valid date (YYYY-MM-DD).",
  dateOrder: "The expected end date cannot be before the start date.",
  crewCount: "Crew counts are whole numbers of 0 or more.",
  futureDate: "A daily report cannot be dated in the future.",
  clientKey:
    "Each form needs its key (clientKey): a UUID the device makes once for the form and sends again with every retry.",
  issueDescription: "Each issue needs a description.",
  equipmentItem: "Each equipment line needs text.",
  position: "The position needs both a latitude (-90 to 90) and a longitude (-180 to 180).",
  geofenceRadius: "The geofence radius is a whole number of metres from 10 to 100000.",
  geofenceNeedsPosition: "Set the site's position to use a geofence.",
  siteRequired: "Please choose the site.",
  siteNotFound: "Site not found.",
  reportNotFound: "Daily report not found.",
  issueNotFound: "Issue not found.",
  unknownProject: "The selected project does not exist.",
  badCursor: "This page link is no longer valid. Please reload the list.",
  fetchError: "Error fetching field data",
  noSites: "No sites yet.",
  noActiveSites: "No active sites today.",
  noReports: "No daily reports yet.",
  resend: "This report could not be saved. Please send it again.",
  locationDenied: "Location access was denied. Allow it in your browser's settings, or type the location instead.",
  locationUnavailable: "Your location could not be found. Try again outdoors, or type the location instead.",
  locationUnsupported: "This device cannot share its location. Type the location instead.",
} as const;
