// Test support only (vitest): named *.server.ts because it reaches the server's test app, which no bundle may.
import { expect } from "vitest";
import type { ModuleSuite } from "../../server/testing/module-suite.ts";
import { idsOf, joinOrganizationOf, signedInUser, type TestUser } from "../../server/testing/test-app.ts";
import { addDays, utcToday } from "../../shared/calendar.ts";
import type { ClockStatus, Punch, PunchInput } from "./time-clock.contract.ts";
import type { PunchKind } from "./time-clock.constants.ts";
import { weekStartOf } from "./timesheet.rules.ts";

/** The harbour site's centre: a punch here is inside its 150 m fence; 0.01° north (1.1 km) is outside. */
export const HARBOUR = { latitude: 40.7128, longitude: -74.006 };
export const AWAY = { latitude: 40.7228, longitude: -74.006 };

/** The time clock's API tests' shared steps: a site with a fence, a worker with a rate, punches sent in order. */
export function clockSteps(suite: ModuleSuite) {
  const newProject = async (user: TestUser, name = "Harbor Tower"): Promise<string> => {
    const res = await suite.as(user).post("/api/projects", { name, startDate: "2026-01-05", endDate: "2027-12-30" });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };
  const newSite = async (user: TestUser, projectId: string | null, fence = true): Promise<string> => {
    const res = await suite.as(user).post("/api/field/sites", {
      clientKey: crypto.randomUUID(),
      name: "Harbour Site",
      location: "12 Harbour Road",
      supervisor: "Sam Foreman",
      projectId: projectId ?? "",
      ...(fence ? { ...HARBOUR, geofenceRadiusM: 150 } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };
  /** The organization's first cost code (its list is made on first read). */
  const costCode = async (user: TestUser): Promise<{ id: string; code: string }> => {
    const clock = (await suite.as(user).get("/api/time-clock/clock")).json() as ClockStatus;
    const first = clock.costCodes[0];
    if (!first) throw new Error("no cost codes");
    return first;
  };
  /** A member of `owner`'s organization with an employee record at `rateCents` an hour (none: no rate). */
  const worker = async (owner: TestUser, fullName: string, rate: string | null = "40.00") => {
    const user = await signedInUser(suite.t, { fullName });
    await joinOrganizationOf(suite.t, user, owner, "member");
    const { userId } = await idsOf(suite.t, user);
    const [firstName = fullName, lastName = "Worker"] = fullName.split(" ");
    const made = await suite.as(owner).post("/api/hr/employees", {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${crypto.randomUUID().slice(0, 8)}@example.com`,
      phone: "555-0100",
      position: "Carpenter",
      department: "Operations",
      startDate: "2024-01-08",
      classification: "Carpenter",
      hourlyRate: rate,
    });
    expect(made.statusCode, made.body).toBe(201);
    const linked = await suite.as(owner).put(`/api/hr/employees/${made.json().id}/user`, { userId });
    expect(linked.statusCode, linked.body).toBe(200);
    return { user, userId };
  };
  const body = (kind: PunchKind, at: Date, over: Partial<PunchInput> = {}): PunchInput => ({
    clientKey: crypto.randomUUID(),
    kind,
    at: at.toISOString(),
    utcOffsetMin: 0,
    ...over,
  });
  const punch = (user: TestUser, input: PunchInput) => suite.as(user).post("/api/time-clock/punches", input);
  const punched = async (user: TestUser, input: PunchInput): Promise<Punch> => {
    const res = await punch(user, input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** Last week's first day (the organization's weeks from Monday), and a moment of one of its days. */
  const lastWeek = addDays(weekStartOf(utcToday(), 1), -7);
  const at = (dayOfWeek: number, hour: number, minute = 0) =>
    new Date(`${addDays(lastWeek, dayOfWeek)}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`);
  /** A day of last week worked from `from` to `to` o'clock with a half-hour break at noon, inside the fence. */
  const workedDay = async (user: TestUser, site: string, code: string, day: number, from: number, to: number) => {
    await punched(user, body("in", at(day, from), { siteId: site, costCodeId: code, ...HARBOUR }));
    await punched(user, body("break_start", at(day, 12), HARBOUR));
    await punched(user, body("break_end", at(day, 12, 30), HARBOUR));
    await punched(user, body("out", at(day, to), HARBOUR));
  };
  return { newProject, newSite, costCode, worker, body, punch, punched, lastWeek, at, workedDay };
}
