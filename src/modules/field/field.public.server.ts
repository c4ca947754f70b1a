// The field module's public server file: what other modules' servers may read of it. The time clock (issue 31)
// checks each punch against its site's geofence.
export { siteForTimeClock, sitesForTimeClock, type SiteForTimeClock } from "./field-time-clock.queries.ts";
