import { afterEach, describe, expect, it, vi } from "vitest";
import { checkForm } from "../../../web/lib/form-check.ts";
import { FIELD_MSG } from "../field.constants.ts";
import { dailyReportForm, initialDailyReportValues } from "./daily-report-form.ts";
import { geofenceText } from "./field-format.ts";
import { equipmentRows, issueRows } from "./form-rows.ts";
import { initialSiteValues, siteForm } from "./site-form.ts";
import type { Site } from "../field.contract.ts";

const SAVED_SITE: Site = {
  id: "site-1",
  clientKey: "5f0c7f8e-3a52-4a4e-9d1a-2a0c1f1e9b10",
  project: null,
  name: "North Tower",
  location: "12 Harbour Road",
  type: "construction",
  supervisor: "Sam",
  expectedStartDate: null,
  expectedEndDate: null,
  description: "",
  crewRequired: 0,
  crewAssigned: 0,
  equipment: [],
  latitude: null,
  longitude: null,
  geofenceRadiusM: null,
  status: "active",
  createdBy: null,
  createdAt: "2025-03-12T00:00:00.000Z",
  updatedAt: "2025-03-12T00:00:00.000Z",
};

describe("the site form", () => {
  it("asks for name, location and supervisor first, then checks crew counts", async () => {
    const blank = await checkForm(siteForm, initialSiteValues(undefined));
    expect(blank).toMatchObject({ ok: false, missing: true });
    if (!blank.ok) expect(Object.keys(blank.errors).sort()).toEqual(["location", "name", "supervisor"]);

    const values = {
      ...initialSiteValues(undefined),
      name: "North Tower",
      location: "12 Harbour Road",
      supervisor: "Sam",
    };
    const negative = await checkForm(siteForm, { ...values, crewRequired: "-2" });
    expect(negative.ok ? null : negative.errors.crewRequired).toBe(FIELD_MSG.crewCount);

    const rows = [equipmentRows.blank(), { ...equipmentRows.blank(), item: " Crane " }];
    const ok = await checkForm(siteForm, {
      ...values,
      crewRequired: "",
      crewAssigned: "3",
      equipment: equipmentRows.write(rows),
    });
    expect(ok.ok ? ok.input : null).toMatchObject({
      crewRequired: 0,
      crewAssigned: 3,
      equipment: ["Crane"],
      projectId: null,
      type: "construction",
    });
  });
});

describe("the site form's position and geofence", () => {
  const values = {
    ...initialSiteValues(undefined),
    name: "North Tower",
    location: "12 Harbour Road",
    supervisor: "Sam",
  };

  it("sends blanks as none, numbers as typed, and says what is wrong on the field", async () => {
    const none = await checkForm(siteForm, values);
    expect(none.ok ? none.input : null).toMatchObject({ latitude: null, longitude: null, geofenceRadiusM: null });
    const fenced = await checkForm(siteForm, {
      ...values,
      latitude: "40.712776",
      longitude: " -74.005974",
      geofenceRadiusM: "150",
    });
    expect(fenced.ok ? fenced.input : null).toMatchObject({
      latitude: 40.712776,
      longitude: -74.005974,
      geofenceRadiusM: 150,
    });
    const errorsOf = async (more: object) => {
      const res = await checkForm(siteForm, { ...values, ...more });
      return res.ok ? {} : res.errors;
    };
    expect((await errorsOf({ geofenceRadiusM: "100" })).geofenceRadiusM).toBe(FIELD_MSG.geofenceNeedsPosition);
    expect((await errorsOf({ latitude: "1", longitude: "2", geofenceRadiusM: "5" })).geofenceRadiusM).toBe(
      FIELD_MSG.geofenceRadius,
    );
    expect((await errorsOf({ latitude: "1" })).latitude).toBe(FIELD_MSG.position);
    expect((await errorsOf({ latitude: "north", longitude: "2" })).latitude).toBe(FIELD_MSG.position);
  });

  it("starts from the site as saved", () => {
    const site = { latitude: -33.8688, longitude: 151.2093, geofenceRadiusM: 250 };
    expect(initialSiteValues({ ...SAVED_SITE, ...site })).toMatchObject({
      latitude: "-33.8688",
      longitude: "151.2093",
      geofenceRadiusM: "250",
    });
    expect(initialSiteValues(SAVED_SITE)).toMatchObject({ latitude: "", longitude: "", geofenceRadiusM: "" });
  });

  it("reads a site's geofence in a few words", () => {
    expect(geofenceText({ latitude: null, longitude: null, geofenceRadiusM: null })).toBe("No position set");
    expect(geofenceText({ latitude: 40.7, longitude: -74, geofenceRadiusM: null })).toBe("No geofence");
    expect(geofenceText({ latitude: 40.7, longitude: -74, geofenceRadiusM: 1500 })).toBe("1,500 m around 40.7, -74");
  });
});

describe("the daily report form", () => {
  it("sends the site, today, counts, issues and position as the API takes them, with a key made once", async () => {
    const initial = initialDailyReportValues({ id: "site-1", location: "Gate 2" }, "2025-03-12");
    expect(initial).toMatchObject({ siteId: "site-1", location: "Gate 2", date: "2025-03-12" });
    const issues = issueRows.write([{ key: "i1", type: "delay", description: "Truck late", priority: "high" }]);
    const checked = await checkForm(dailyReportForm, {
      ...initial,
      crewPresent: "12",
      latitude: "51.5",
      longitude: "-0.12",
      issues,
      photoIds: "p1,p2",
    });
    expect(checked.ok ? checked.input : checked.errors).toMatchObject({
      clientKey: initial.clientKey,
      crewPresent: 12,
      crewAbsent: 0,
      latitude: 51.5,
      longitude: -0.12,
      issues: [{ type: "delay", description: "Truck late", priority: "high" }],
      photoIds: ["p1", "p2"],
    });
    const blankIssue = await checkForm(dailyReportForm, {
      ...initial,
      issues: issueRows.write([{ key: "i1", type: "delay", description: " ", priority: "low" }]),
    });
    expect(blankIssue.ok ? null : blankIssue.errors.issues).toBe(FIELD_MSG.issueDescription);
  });
});

describe("the daily report's date (the reporter's calendar, with a day's margin)", () => {
  afterEach(() => vi.useRealTimers());

  it("takes the reporter's tomorrow while UTC is still a day behind (east of UTC), as the server will, not the day after", async () => {
    // 00:57 on 29 November in Auckland is 11:57 on the 28th in UTC.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T11:57:00Z"));
    const initial = initialDailyReportValues({ id: "site-1", location: "Gate 2" }, "2026-11-29");
    const tomorrow = await checkForm(dailyReportForm, { ...initial, date: "2026-11-30" });
    expect(tomorrow.ok ? tomorrow.input : tomorrow.errors).toMatchObject({ date: "2026-11-30", today: "2026-11-29" });
    const later = await checkForm(dailyReportForm, { ...initial, date: "2026-12-01" });
    expect(later.ok ? null : later.errors.date).toBe(FIELD_MSG.futureDate);
  });
});
