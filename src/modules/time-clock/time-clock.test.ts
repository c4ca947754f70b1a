import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { timePunches, timesheetCounts } from "../../server/db/schema/index.ts";
import { idsOf } from "../../server/testing/test-app.ts";
import { forgetKeptCounts } from "./counted-weeks.queries.ts";
import { moduleSuite } from "../../server/testing/module-suite.ts";
import { addDays } from "../../shared/calendar.ts";
import type { ClockStatus, Timesheet, TimesheetWeek } from "./time-clock.contract.ts";
import { TIME_CLOCK_MSG } from "./time-clock.constants.ts";
import { AWAY, clockSteps, HARBOUR } from "./time-clock-test-steps.server.ts";

// The time clock (issue 31): punches with the position read once, against the site's geofence; timesheets with
// overtime, corrections with reasons, approval that locks the week and costs it on the project; payroll files.

const suite = moduleSuite({ plan: "professional" });
const { newProject, newSite, costCode, worker, body, punch, punched, lastWeek, at, workedDay } = clockSteps(suite);

describe("punches", () => {
  it("clock in for a site and a cost code, take a break, clock out; the clock says where the worker stands", async () => {
    const owner = await suite.onPlan("Clock Co", "Olga Owner");
    const site = await newSite(owner, null);
    const code = await costCode(owner);
    const { user } = await worker(owner, "Carl Carpenter");
    const now = Date.now();
    const clockIn = await punched(
      user,
      body("in", new Date(now - 3 * 3600_000), { siteId: site, costCodeId: code.id, ...HARBOUR, accuracyM: 12 }),
    );
    expect(clockIn).toMatchObject({
      kind: "in",
      site: { id: site },
      costCode: { id: code.id },
      geofence: "inside",
      distanceM: 0,
      byAdmin: false,
    });
    await punched(user, body("break_start", new Date(now - 2 * 3600_000), HARBOUR));
    let clock = (await suite.as(user).get("/api/time-clock/clock")).json() as ClockStatus;
    expect(clock.state).toBe("on_break");
    expect(clock.shift).toMatchObject({ site: { id: site }, since: clockIn.at });
    expect(clock.shift?.breakSince).not.toBeNull();
    await punched(user, body("break_end", new Date(now - 1.5 * 3600_000), HARBOUR));
    const out = body("out", new Date(now - 60_000), AWAY);
    const clockOut = await punched(user, out);
    // The shift's site goes with every punch of it; this one was made 1.1 km away: kept, flagged.
    expect(clockOut).toMatchObject({ site: { id: site }, geofence: "outside" });
    // Sent again (the outbox after a lost answer): the same punch, once.
    const again = await punch(user, out);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(clockOut.id);
    clock = (await suite.as(user).get("/api/time-clock/clock")).json() as ClockStatus;
    expect(clock).toMatchObject({ state: "out", shift: null, costCodeRequired: true, geofencePolicy: "flag" });
    expect(clock.recent.map((p) => p.kind)).toEqual(["out", "break_end", "break_start", "in"]);
    expect(clock.sites).toContainEqual({ id: site, name: "Harbour Site", geofence: true });
  });

  it("refuse a punch out of order, ahead of the clock, too old, or for a site or code not the organization's", async () => {
    const owner = await suite.onPlan("Order Co");
    const site = await newSite(owner, null);
    const code = await costCode(owner);
    const { user } = await worker(owner, "Olive Order");
    const theirSite = await newSite(suite.stranger, null);
    const now = Date.now();
    const refused = async (input: ReturnType<typeof body>, status: number, message: string) => {
      const res = await punch(user, input);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toBe(message);
    };
    await refused(body("out", new Date(now - 60_000)), 409, TIME_CLOCK_MSG.notClockedIn);
    await refused(body("in", new Date(now - 60_000), { costCodeId: code.id }), 400, TIME_CLOCK_MSG.siteRequired);
    await refused(body("in", new Date(now - 60_000), { siteId: site }), 400, TIME_CLOCK_MSG.costCodeRequired);
    await refused(
      body("in", new Date(now - 60_000), { siteId: theirSite, costCodeId: code.id }),
      400,
      TIME_CLOCK_MSG.unknownSite,
    );
    await refused(
      body("in", new Date(now + 3600_000), { siteId: site, costCodeId: code.id }),
      400,
      TIME_CLOCK_MSG.futureTime,
    );
    await refused(
      body("in", new Date(now - 15 * 86_400_000), { siteId: site, costCodeId: code.id }),
      400,
      TIME_CLOCK_MSG.tooOld,
    );
    await punched(user, body("in", new Date(now - 3600_000), { siteId: site, costCodeId: code.id }));
    await refused(
      body("in", new Date(now - 1800_000), { siteId: site, costCodeId: code.id }),
      409,
      TIME_CLOCK_MSG.alreadyClockedIn,
    );
    await refused(body("break_end", new Date(now - 1800_000)), 409, TIME_CLOCK_MSG.notOnBreak);
    // An offline punch older than one already recorded cannot slip in before it.
    await refused(body("break_start", new Date(now - 7200_000)), 409, TIME_CLOCK_MSG.laterPunch);
    const badPosition = await punch(user, body("out", new Date(now - 60_000), { latitude: 91, longitude: 0 }));
    expect(badPosition.statusCode).toBe(400);
  });

  it("are refused outside the fence, or without a position at a fenced site, where the organization chose so", async () => {
    const owner = await suite.onPlan("Fence Co");
    const site = await newSite(owner, null);
    const code = await costCode(owner);
    const { user } = await worker(owner, "Fern Fence");
    const member = await suite.as(user).put("/api/time-clock/settings", {
      geofencePolicy: "refuse",
      weeklyOvertimeHours: 40,
      overtimeMultiplier: 1.5,
      dailyOvertimeHours: null,
      dailyDoubleTimeHours: null,
      weekStartsOn: 1,
    });
    expect(member.statusCode).toBe(403);
    const saved = await suite.as(owner).put("/api/time-clock/settings", {
      geofencePolicy: "refuse",
      weeklyOvertimeHours: 40,
      overtimeMultiplier: 1.5,
      dailyOvertimeHours: null,
      dailyDoubleTimeHours: null,
      weekStartsOn: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const now = Date.now();
    const work = { siteId: site, costCodeId: code.id };
    for (const where of [AWAY, {}]) {
      const res = await punch(user, body("in", new Date(now - 60_000), { ...work, ...where }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(TIME_CLOCK_MSG.outsideRefused);
    }
    await punched(user, body("in", new Date(now - 60_000), { ...work, ...HARBOUR }));
    const bad = await suite.as(owner).put("/api/time-clock/settings", {
      geofencePolicy: "refuse",
      weeklyOvertimeHours: 40,
      overtimeMultiplier: 1.5,
      dailyOvertimeHours: 10,
      dailyDoubleTimeHours: 8,
      weekStartsOn: 1,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("timesheets", () => {
  it("count a week with overtime past 40 hours; an admin corrects with reasons, approves, and the hours become labour cost", async () => {
    const owner = await suite.onPlan("Sheet Co", "Sheila Admin");
    const project = await newProject(owner);
    const site = await newSite(owner, project);
    const code = await costCode(owner);
    const { user, userId } = await worker(owner, "Walt Worker", "40.00");
    // Four days of 7 to 5 less a half-hour break (9.5 h each), then Friday from 7, its clock-out missing.
    for (const day of [0, 1, 2, 3]) await workedDay(user, site, code.id, day, 7, 17);
    await punched(user, body("in", at(4, 7), { siteId: site, costCodeId: code.id, ...HARBOUR }));

    const week = (await suite.as(owner).get(`/api/time-clock/timesheets?week=${lastWeek}`)).json() as TimesheetWeek;
    expect(week).toMatchObject({ weekStart: lastWeek, weekEnd: addDays(lastWeek, 6) });
    expect(week.rows).toHaveLength(1);
    expect(week.rows[0]).toMatchObject({
      worker: { id: userId },
      total: { straight: 2280, overtime: 0 },
      status: "open",
      payCents: 152000,
    });
    // Friday's open shift is followed by nothing: on the clock as far as the punches know.
    const early = await suite.as(owner).post(`/api/time-clock/timesheets/${userId}/approve`, { week: lastWeek });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(TIME_CLOCK_MSG.punchProblems);

    // A member cannot correct; an admin must say why.
    const correction = {
      kind: "out",
      at: at(4, 17).toISOString(),
      utcOffsetMin: 0,
      reason: "Forgot to clock out; foreman confirmed 5 PM",
    };
    expect((await suite.as(user).post(`/api/time-clock/timesheets/${userId}/punches`, correction)).statusCode).toBe(
      403,
    );
    const noReason = await suite
      .as(owner)
      .post(`/api/time-clock/timesheets/${userId}/punches`, { ...correction, reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe(TIME_CLOCK_MSG.reasonRequired);
    const added = await suite.as(owner).post(`/api/time-clock/timesheets/${userId}/punches`, correction);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ kind: "out", byAdmin: true, site: null });
    // The week's answer kept in memory moved on with the punch (its data version did).
    const recounted = (
      await suite.as(owner).get(`/api/time-clock/timesheets?week=${lastWeek}`)
    ).json() as TimesheetWeek;
    expect(recounted.rows[0]?.total).toEqual({ straight: 2400, overtime: 480, double: 0 });

    const sheet = (
      await suite.as(owner).get(`/api/time-clock/timesheets/${userId}?week=${addDays(lastWeek, 3)}`)
    ).json() as Timesheet;
    expect(sheet.row.total).toEqual({ straight: 2400, overtime: 480, double: 0 });
    expect(sheet.row.days.slice(0, 5).map((d) => d.straight + d.overtime)).toEqual([570, 570, 570, 570, 600]);
    // 40 h × $40 + 8 h × $60.
    expect(sheet.row.payCents).toBe(160000 + 48000);
    expect(sheet.hourlyRateCents).toBe(4000);
    expect(sheet.history).toMatchObject([
      { action: "punch_added", reason: correction.reason, by: { fullName: "Sheila Admin" } },
    ]);
    // The worker reads their own week, without pay; another worker's is not theirs to read.
    const own = (await suite.as(user).get(`/api/time-clock/timesheets/${userId}?week=${lastWeek}`)).json() as Timesheet;
    expect(own.row.payCents).toBeNull();
    const { userId: ownerId } = await idsOf(suite.t, owner);
    expect((await suite.as(user).get(`/api/time-clock/timesheets/${ownerId}?week=${lastWeek}`)).statusCode).toBe(404);
    expect(
      (await suite.as(suite.stranger).get(`/api/time-clock/timesheets/${userId}?week=${lastWeek}`)).statusCode,
    ).toBe(404);

    // A changed punch keeps what it was in the history.
    const friday = sheet.punches.find((p) => p.kind === "in" && p.day === addDays(lastWeek, 4));
    if (!friday) throw new Error("no Friday clock-in");
    const moved = await suite.as(owner).put(`/api/time-clock/punches/${friday.id}`, {
      kind: "in",
      at: at(4, 8).toISOString(),
      utcOffsetMin: 0,
      siteId: site,
      costCodeId: code.id,
      reason: "Arrived at 8, gate log",
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const approved = await suite.as(owner).post(`/api/time-clock/timesheets/${userId}/approve`, { week: lastWeek });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().row).toMatchObject({
      status: "approved",
      total: { straight: 2400, overtime: 420 },
      payCents: 160000 + 42000,
    });
    const weekNow = (await suite.as(owner).get(`/api/time-clock/timesheets?week=${lastWeek}`)).json() as TimesheetWeek;
    expect(weekNow.rows[0]?.status).toBe("approved");
    const cost = (await suite.as(owner).get(`/api/job-finance/projects/${project}/job-cost`)).json();
    expect(cost.lines).toContainEqual(
      expect.objectContaining({ costCode: code.code, costType: "labor", actualCents: 202000 }),
    );

    // Locked: no punch, no correction, until reopened.
    const locked = await suite.as(owner).post(`/api/time-clock/punches/${friday.id}/remove`, { reason: "duplicate" });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(TIME_CLOCK_MSG.locked);
    const twice = await suite.as(owner).post(`/api/time-clock/timesheets/${userId}/approve`, { week: lastWeek });
    expect(twice.json().error.message).toBe(TIME_CLOCK_MSG.alreadyApproved);

    const csv = await suite.as(owner).get(`/api/time-clock/payroll/csv?from=${lastWeek}&to=${addDays(lastWeek, 6)}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="payroll-${lastWeek}-${addDays(lastWeek, 6)}.csv"`,
    );
    expect(csv.body).toContain('"Walt Worker"');
    expect(csv.body).toContain('"Carpenter","40.00","40","7","0","47","2020.00"');
    expect((await suite.as(user).get(`/api/time-clock/payroll/csv?from=${lastWeek}&to=${lastWeek}`)).statusCode).toBe(
      403,
    );
    const backwards = await suite
      .as(owner)
      .get(`/api/time-clock/payroll/csv?from=${lastWeek}&to=${addDays(lastWeek, -1)}`);
    expect(backwards.statusCode).toBe(400);

    const pdf = await suite
      .as(owner)
      .get(`/api/time-clock/certified-payroll/pdf?projectId=${project}&week=${lastWeek}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="certified-payroll-harbor-tower-${lastWeek}.pdf"`,
    );
    const theirs = await suite
      .as(suite.stranger)
      .get(`/api/time-clock/certified-payroll/pdf?projectId=${project}&week=${lastWeek}`);
    expect(theirs.statusCode).toBe(404);

    const reopened = await suite
      .as(owner)
      .post(`/api/time-clock/timesheets/${userId}/reopen`, { week: lastWeek, reason: "Rate was wrong" });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().row.status).toBe("open");
    expect(reopened.json().history.map((h: { action: string }) => h.action)).toEqual([
      "punch_added",
      "punch_changed",
      "approved",
      "reopened",
    ]);
    const after = (await suite.as(owner).get(`/api/job-finance/projects/${project}/job-cost`)).json();
    expect(after.lines.filter((l: { costType: string }) => l.costType === "labor")).toEqual([]);
  });

  it("are refused approval for a week not over, or a worker with no rate; members see only their own week", async () => {
    const owner = await suite.onPlan("Rate Co");
    const site = await newSite(owner, null, false);
    const code = await costCode(owner);
    const { user, userId } = await worker(owner, "Nora Norate", null);
    const other = await worker(owner, "Otto Other");
    await workedDay(user, site, code.id, 1, 8, 16);
    await workedDay(other.user, site, code.id, 1, 8, 16);
    const noRate = await suite.as(owner).post(`/api/time-clock/timesheets/${userId}/approve`, { week: lastWeek });
    expect(noRate.statusCode).toBe(409);
    expect(noRate.json().error.message).toBe(`Nora Norate ${TIME_CLOCK_MSG.noRate}`);
    const notOver = await suite
      .as(owner)
      .post(`/api/time-clock/timesheets/${other.userId}/approve`, { week: lastWeek, today: addDays(lastWeek, 3) });
    expect(notOver.json().error.message).toBe(TIME_CLOCK_MSG.weekNotOver);
    const mine = (await suite.as(user).get(`/api/time-clock/timesheets?week=${lastWeek}`)).json() as TimesheetWeek;
    expect(mine.rows.map((r) => r.worker.id)).toEqual([userId]);
    expect(mine.rows[0]?.flagged).toBe(0);
    const all = (await suite.as(owner).get(`/api/time-clock/timesheets?week=${lastWeek}`)).json() as TimesheetWeek;
    expect(all.rows).toHaveLength(2);
    const viewer = await suite.viewerOf(owner);
    expect((await punch(viewer, body("in", new Date(), { siteId: site, costCodeId: code.id }))).statusCode).toBe(403);
    expect((await suite.as(viewer).get(`/api/time-clock/timesheets?week=${lastWeek}`)).json().rows).toEqual([]);
  });

  it("are counted when punched, kept in the table for another process, and counted again when a stored count does not hold", async () => {
    const owner = await suite.onPlan("Count Co");
    const site = await newSite(owner, null, false);
    const code = await costCode(owner);
    const { user, userId } = await worker(owner, "Cora Count");
    await workedDay(user, site, code.id, 2, 7, 15);
    const { organizationId } = await idsOf(suite.t, owner);
    const db = suite.t.database.db;
    const stored = () =>
      db
        .select({ fingerprint: timesheetCounts.fingerprint, counted: timesheetCounts.counted })
        .from(timesheetCounts)
        .where(
          and(
            eq(timesheetCounts.organizationId, organizationId),
            eq(timesheetCounts.userId, userId),
            eq(timesheetCounts.weekStart, lastWeek),
          ),
        );
    // Counted with each punch, before any read.
    expect(await stored()).toHaveLength(1);
    const read = async () =>
      ((await suite.as(owner).get(`/api/time-clock/timesheets?week=${lastWeek}`)).json() as TimesheetWeek).rows[0]
        ?.total;
    expect(await read()).toEqual({ straight: 450, overtime: 0, double: 0 });
    // A new process reads the stored count; a stored count that is not one is counted again.
    forgetKeptCounts();
    await db.execute(sql`select bump_data_version(${organizationId}, 'time_clock')`);
    expect(await read()).toEqual({ straight: 450, overtime: 0, double: 0 });
    forgetKeptCounts();
    await db
      .update(timesheetCounts)
      .set({ counted: { broken: true } })
      .where(eq(timesheetCounts.userId, userId));
    await db.execute(sql`select bump_data_version(${organizationId}, 'time_clock')`);
    expect(await read()).toEqual({ straight: 450, overtime: 0, double: 0 });
    // A punch changed behind the app's back moves the fingerprint: counted again.
    forgetKeptCounts();
    await db
      .update(timePunches)
      .set({ at: sql`${timePunches.at} - interval '1 hour'`, updatedAt: sql`now()` })
      .where(and(eq(timePunches.userId, userId), eq(timePunches.kind, "in")));
    expect(await read()).toEqual({ straight: 510, overtime: 0, double: 0 });
  });

  it("count a shift begun late on the week's last day whole, at any offset, and name one over 24 hours", async () => {
    const owner = await suite.onPlan("Night Co");
    const site = await newSite(owner, null, false);
    const code = await costCode(owner);
    const night = await worker(owner, "Nina Night");
    const long = await worker(owner, "Lou Long");
    // A week long past (Monday 5 to Sunday 11 October), its punches an admin's, which may be of any time.
    const week = "2026-10-05";
    const add = async (userId: string, kind: "in" | "out", at: string, utcOffsetMin = 0) => {
      const res = await suite.as(owner).post(`/api/time-clock/timesheets/${userId}/punches`, {
        kind,
        at,
        utcOffsetMin,
        reason: "Entered from the paper timesheet",
        ...(kind === "in" ? { siteId: site, costCodeId: code.id } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    // Sunday 11 PM to Monday 8 PM in California: 21 hours, its clock-out past the end of the next day in UTC.
    await add(night.userId, "in", "2026-10-12T07:00:00Z", -480);
    await add(night.userId, "out", "2026-10-13T04:00:00Z", -480);
    // Sunday 7 AM to Monday 9 AM: 26 hours, a clock-out forgotten.
    await add(long.userId, "in", "2026-10-11T07:00:00Z");
    await add(long.userId, "out", "2026-10-12T09:00:00Z");

    const sheet = (await suite.as(owner).get(`/api/time-clock/timesheets?week=${week}`)).json() as TimesheetWeek;
    const rowOf = (userId: string) => sheet.rows.find((r) => r.worker.id === userId);
    expect(rowOf(night.userId)).toMatchObject({
      total: { straight: 21 * 60, overtime: 0, double: 0 },
      problems: [],
      onTheClock: false,
    });
    expect(rowOf(long.userId)?.problems).toEqual(["2026-10-11: a shift of 26 h, over 24 h: check its clock-out"]);
    const refused = await suite.as(owner).post(`/api/time-clock/timesheets/${long.userId}/approve`, { week });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(TIME_CLOCK_MSG.punchProblems);
    // Neither shift is the next week's.
    const next = (await suite.as(owner).get(`/api/time-clock/timesheets?week=2026-10-12`)).json() as TimesheetWeek;
    expect(next.rows.filter((r) => r.worker.id === night.userId || r.worker.id === long.userId)).toEqual([]);
  });
});
