import { formatShortDate } from "../../../web/lib/format.ts";
import type { DailyReport, Site } from "../field.contract.ts";
import { WEATHER_LABELS } from "../field.constants.ts";

/** "12 Mar – 30 Jun 2025", "From 12 Mar", "Until 30 Jun", or "No dates set". */
export function siteDates(site: Pick<Site, "expectedStartDate" | "expectedEndDate">): string {
  const { expectedStartDate: start, expectedEndDate: end } = site;
  if (start && end) return `${formatShortDate(start)} – ${formatShortDate(end)}`;
  if (start) return `From ${formatShortDate(start)}`;
  if (end) return `Until ${formatShortDate(end)}`;
  return "No dates set";
}

/** A site's geofence in a few words: "150 m around 40.7128, -74.006", "No geofence", or "No position set". */
export function geofenceText(site: Pick<Site, "latitude" | "longitude" | "geofenceRadiusM">): string {
  const { latitude, longitude, geofenceRadiusM: radius } = site;
  if (latitude === null || longitude === null) return "No position set";
  if (radius === null) return "No geofence";
  return `${radius.toLocaleString("en-US")} m around ${latitude}, ${longitude}`;
}

/** The day's weather in a few words: "Rain, 14 °C, wind 20 km/h SW". */
export function weatherText(r: Pick<DailyReport, "weatherCondition" | "temperature" | "wind">): string {
  const parts = [
    r.weatherCondition ? WEATHER_LABELS[r.weatherCondition] : "",
    r.temperature,
    r.wind ? `wind ${r.wind}` : "",
  ].filter(Boolean);
  return parts.join(", ") || "Weather not noted";
}

export const openIssueCount = (r: Pick<DailyReport, "issues">) => r.issues.filter((i) => !i.resolved).length;

export const reportTitle = (r: Pick<DailyReport, "date" | "site">) => `${r.site.name}, ${formatShortDate(r.date)}`;
