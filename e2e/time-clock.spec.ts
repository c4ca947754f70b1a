import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectToast, test, toasts } from "./support/fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { download } from "./support/download.ts";
import { appUrl } from "./support/env.ts";
import { linkFrom, waitForMail } from "./support/mail.ts";
import { createVerifiedUser, newUser, signIn, type TestUser } from "./support/users.ts";
import { GEOFENCE_LABELS, TIME_CLOCK_MSG } from "../src/modules/time-clock/time-clock.constants.ts";
import type { ClockStatus } from "../src/modules/time-clock/time-clock.contract.ts";
import { KEPT_ON_DEVICE } from "../src/web/lib/outbox-result.ts";
import { MSG } from "../src/shared/messages.ts";
import { addDays } from "../src/shared/calendar.ts";

/**
 * Time Clock (issue 31) on a phone: a member clocks in for a job site with the phone's position, takes a break
 * and clocks out; clocks in with no connection, sees the punch waiting and the shift begun, and it arrives once
 * when the connection returns; an admin reads last week's timesheets, adds the missing clock-out with a reason,
 * approves the week and downloads the payroll CSV.
 */

const PHONE = { width: 375, height: 740 };
// Typed times (Add Punch) and the punches the fixture makes read the same clock.
test.use({ viewport: PHONE, timezoneId: "UTC" });
test.describe.configure({ mode: "serial" });

const AT_SITE = { latitude: 40.7128, longitude: -74.006 };

let admin: TestUser;
let member: TestUser;
let memberId = "";
let siteId = "";
let siteName = "";
let costCodeId = "";

/** A cost code of the organization's defaults, which a clock-in names (they are required once there are any). */
const COST_CODE = { code: "03 00 00", label: "03 00 00 Concrete" };

test.beforeAll(async ({ browser, playwright }) => {
  const id = randomUUID().slice(0, 6);
  siteName = `North Gate ${id}`;
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  admin = await createVerifiedUser(request, { plan: "enterprise" });
  await request.dispose();

  const adminContext = await browser.newContext({ baseURL: appUrl(), viewport: PHONE });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  const api = adminPage.request;
  // A site with a geofence of 150 m around the position the phone will give.
  const site = await api.post("/api/field/sites", {
    data: {
      clientKey: randomUUID(),
      name: siteName,
      location: "1 Quay Street",
      supervisor: "Val Lead",
      ...AT_SITE,
      geofenceRadiusM: 150,
    },
  });
  expect(site.status(), await site.text()).toBe(201);
  siteId = ((await site.json()) as { id: string }).id;

  // The worker joins from an invitation.
  member = newUser();
  const sent = await api.post("/api/team/invitations", { data: { email: member.email, role: "member" } });
  expect(sent.status(), await sent.text()).toBe(201);
  const invite = await waitForMail(member.email, `You are invited to join ${admin.companyName}`);
  const theirs = await browser.newContext({ baseURL: appUrl(), viewport: PHONE });
  const theirPage = await theirs.newPage();
  await theirPage.goto(linkFrom(invite));
  await theirPage.getByLabel("Full Name").fill(member.fullName);
  await theirPage.getByLabel("Password", { exact: true }).fill(member.password);
  await theirPage.getByLabel("Confirm Password", { exact: true }).fill(member.password);
  await theirPage.getByRole("button", { name: "Create Account and Join" }).click();
  await expect(theirPage).toHaveURL(/\/dashboard$/);
  await theirs.close();

  const members = (await (await api.get("/api/team/members")).json()) as {
    members: { id: string; email: string }[];
  };
  memberId = members.members.find((m) => m.email === member.email)?.id ?? "";
  expect(memberId).not.toBe("");

  // Approval prices the week: the worker is an employee with an hourly rate, linked to the member.
  const [firstName = "Crew", lastName = "Member"] = member.fullName.split(" ");
  const employee = await api.post("/api/hr/employees", {
    data: {
      firstName,
      lastName,
      email: member.email,
      phone: "555-0100",
      position: "Carpenter",
      department: "Operations",
      startDate: "2022-05-02",
      hourlyRate: "40.00",
    },
  });
  expect(employee.status(), await employee.text()).toBe(201);
  const employeeId = ((await employee.json()) as { id: string }).id;
  const linked = await api.put(`/api/hr/employees/${employeeId}/user`, { data: { userId: memberId } });
  expect(linked.status(), await linked.text()).toBe(200);
  const clock = (await (await api.get("/api/time-clock/clock")).json()) as ClockStatus;
  costCodeId = clock.costCodes.find((c) => c.code === COST_CODE.code)?.id ?? "";
  expect(costCodeId).not.toBe("");
  await adminContext.close();
});

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 2, name });
const recentPunches = (page: Page) => page.getByRole("list", { name: "Recent punches" }).getByRole("listitem");

test("a member clocks in for a site with the phone's position, takes a break and clocks out", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(AT_SITE);
  await signIn(page, member);
  await page.goto("/dashboard/time-clock");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Time Clock");
  await expect(heading(page, "Clocked out")).toBeVisible();

  await page.getByLabel("Job Site").selectOption({ label: siteName });
  await page.getByRole("button", { name: "Clock In" }).click();
  await expect(page.getByLabel("Cost Code")).toHaveAccessibleDescription(TIME_CLOCK_MSG.costCodeRequired);
  await page.getByLabel("Cost Code").selectOption({ label: COST_CODE.label });
  await page.getByRole("button", { name: "Clock In" }).click();
  await expectToast(page, TIME_CLOCK_MSG.punched);
  await expect(page.getByText(`Cost code ${COST_CODE.label}`)).toBeVisible();
  await expect(heading(page, new RegExp(`^On the clock since .+ at ${siteName}$`))).toBeVisible();
  await expect(page.getByText("Elapsed")).toBeVisible();
  const clockIn = recentPunches(page).filter({ hasText: "Clock In" });
  await expect(clockIn).toHaveCount(1);
  await expect(clockIn).toContainText(siteName);
  await expect(clockIn).toContainText(GEOFENCE_LABELS.inside);
  await expectNoSeriousViolations(page, "the clock, on the clock");

  await page.getByRole("button", { name: "Start Break" }).click();
  await expect(heading(page, /^On a break since /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Break" })).toBeHidden();
  await page.getByRole("button", { name: "End Break" }).click();
  await expect(heading(page, /^On the clock since /)).toBeVisible();
  await page.getByRole("button", { name: "Clock Out" }).click();
  await expect(heading(page, "Clocked out")).toBeVisible();
  await expect(recentPunches(page)).toHaveCount(4);
  await expect(recentPunches(page).first()).toContainText("Clock Out");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("clocked in with no connection, the punch waits on the phone and arrives once", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(AT_SITE);
  await signIn(page, member);
  await page.goto("/dashboard/time-clock");
  await expect(heading(page, "Clocked out")).toBeVisible();
  const clockIns = recentPunches(page).filter({ hasText: "Clock In" });
  const before = await clockIns.count();
  // The shell loads the toaster once the page has settled; offline, its code could no longer come.
  await expect(toasts(page)).toBeAttached();

  await context.setOffline(true);
  await page.getByLabel("Job Site").selectOption({ label: siteName });
  await page.getByLabel("Cost Code").selectOption({ label: COST_CODE.label });
  await page.getByRole("button", { name: "Clock In" }).click();
  await expectToast(page, KEPT_ON_DEVICE.title, TIME_CLOCK_MSG.kept);
  const waiting = page.getByRole("region", { name: /Punches waiting to be sent/ });
  await expect(waiting.getByRole("listitem")).toHaveCount(1);
  await expect(waiting).toContainText(`Clock In, ${siteName}`);
  await expect(waiting).toContainText("Waiting to send");
  // The shift shows as begun from the punch kept on the phone.
  await expect(heading(page, new RegExp(`^On the clock since .+ at ${siteName}$`))).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Break" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Clock Out" })).toBeVisible();

  await context.setOffline(false);
  await expectToast(page, TIME_CLOCK_MSG.punched, "sent from this device");
  await expect(waiting).toBeHidden();
  await expect(clockIns).toHaveCount(before + 1);
  const stored = (await (await page.request.get("/api/time-clock/clock")).json()) as ClockStatus;
  expect(stored.state).toBe("working");
  expect(stored.recent.filter((p) => p.kind === "in")).toHaveLength(before + 1);

  // Still once after a reload; the shift is closed for the next journey.
  await page.reload();
  await expect(clockIns).toHaveCount(before + 1);
  await page.getByRole("button", { name: "Clock Out" }).click();
  await expect(heading(page, "Clocked out")).toBeVisible();
});

test("an admin corrects a past week's timesheet, approves it and downloads the payroll CSV", async ({ page }) => {
  // The week before last (weeks start on Monday by default): over, so it can be approved, and clear of the two days
  // after it that a week's count reads (early in a week, this file's other journeys punch the worker in today).
  const today = new Date().toISOString().slice(0, 10);
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 14);
  const [tuesday, wednesday, sunday] = [addDays(monday, 1), addDays(monday, 2), addDays(monday, 6)];
  await signIn(page, admin);
  const punch = async (kind: string, at: string) => {
    const res = await page.request.post(`/api/time-clock/timesheets/${memberId}/punches`, {
      data: {
        kind,
        at,
        utcOffsetMin: 0,
        siteId: kind === "in" ? siteId : null,
        costCodeId: kind === "in" ? costCodeId : null,
        reason: "Paper timesheet",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await punch("in", `${tuesday}T07:00:00Z`);
  await punch("out", `${tuesday}T15:30:00Z`);
  await punch("in", `${wednesday}T07:00:00Z`);

  await page.goto(`/dashboard/time-clock/timesheets?week=${monday}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Time Clock");
  await expect(page.getByLabel("Week of")).toHaveValue(monday);
  const card = page.getByRole("list", { name: "Timesheets" }).getByRole("article", { name: member.fullName });
  await expect(card).toContainText("8.5");
  await expect(card).toContainText("Open");

  // Wednesday's clock-out is missing: Approve Week waits until it is added, with a reason.
  await card.getByRole("button", { name: /View/ }).click();
  const sheet = page.getByRole("dialog", { name: member.fullName });
  await expect(sheet.getByRole("list", { name: "Punches" }).getByRole("listitem")).toHaveCount(3);
  await expectNoSeriousViolations(page, "a worker's timesheet");
  await expect(sheet.getByRole("button", { name: "Approve Week" })).toBeDisabled();
  await expect(sheet.getByRole("button", { name: "Approve Week" })).toHaveAccessibleDescription(/Still clocked in/);
  await sheet.getByRole("button", { name: "Add Punch" }).click();
  const add = page.getByRole("dialog", { name: "Add Punch" });
  await add.getByLabel("Punch").selectOption({ label: "Clock Out" });
  await add.getByLabel("Date and Time").fill(`${wednesday}T15:00`);
  await add.getByLabel("Reason").fill("Forgot to clock out; the foreman confirmed 3 PM.");
  await add.getByRole("button", { name: "Add Punch" }).click();
  await expectToast(page, "Punch added.");
  await expect(add).toBeHidden();
  await expect(sheet.getByRole("list", { name: "Punches" }).getByRole("listitem")).toHaveCount(4);
  await expect(sheet.getByRole("list", { name: "History" })).toContainText(
    "Forgot to clock out; the foreman confirmed 3 PM.",
  );
  await expect(sheet).toContainText("16.5 straight");

  await sheet.getByRole("button", { name: "Approve Week" }).click();
  await expectToast(page, "Week approved.");
  await expect(sheet.getByRole("button", { name: "Reopen" })).toBeVisible();
  await sheet.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(sheet).toBeHidden();
  await expect(card).toContainText("Approved");
  await expect(card).toContainText("$660.00");

  await page.getByRole("button", { name: "Payroll CSV" }).click();
  const payroll = page.getByRole("dialog", { name: "Payroll CSV" });
  await expect(payroll.getByLabel("From")).toHaveValue(monday);
  await expect(payroll.getByLabel("To")).toHaveValue(sunday);
  const csv = await download(page, payroll.getByRole("link", { name: "Download Payroll CSV" }));
  expect(csv.name).toBe(`payroll-${monday}-${sunday}.csv`);
  expect(csv.body.toString("utf8")).toContain(member.fullName.split(" ")[0] ?? "");
  await expectToast(page, MSG.downloadStarted.title);
});
