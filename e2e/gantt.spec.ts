import { expectNoSeriousViolations } from "./support/axe.ts";
import type { Locator, Page, Response } from "@playwright/test";
import { appReady, expect, expectToast, test } from "./support/fixtures.ts";
import { VALIDATION_ERROR } from "../src/web/lib/form-check.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { appUrl } from "./support/env.ts";

/** The Gantt timeline (spec §2 Project Timeline, §5 Task form, §8 Gantt messages) and what the issue adds. */

const MONTH = "2031-03";
const day = (d: number) => `${MONTH}-${String(d).padStart(2, "0")}`;
const medium = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const shown = (iso: string) => medium.format(new Date(`${iso}T00:00:00Z`));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A task's bar, found by its accessible name: "Name: Mar 3, 2031 to Mar 7, 2031, 0% complete". */
const bar = (page: Page, name: string, start: string, end: string) =>
  page.getByRole("button", { name: new RegExp(`^${escape(name)}: ${escape(shown(start))} to ${escape(shown(end))},`) });
const taskWrite = (method: string) => (r: Response) =>
  r.url().includes("/api/gantt/tasks") && r.request().method() === method;

test.use({ locale: "en-US" });

let user: TestUser;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request);
  await request.dispose();
});

async function dragBy(page: Page, target: Locator, dx: number, at: "middle" | "end" = "middle"): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("the bar is not on screen");
  const x = at === "middle" ? box.x + box.width / 2 : box.x + box.width - 3;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  const saved = page.waitForResponse(taskWrite("PATCH"));
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
}

test("add two linked tasks, fix a conflict, drag, undo, move with the keyboard and delete", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, user);
  await page.goto(`/dashboard/gantt?month=${MONTH}`);
  await appReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Project Timeline" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "March 2031" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Tasks Yet" })).toBeVisible();

  // The form's defaults and its two messages.
  await page.getByRole("button", { name: "Add Task" }).first().click();
  const add = page.getByRole("dialog", { name: "Add Task" });
  const start = await add.getByLabel("Start Date").inputValue();
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const weekLater = new Date(Date.parse(`${start}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await expect(add.getByLabel("End Date")).toHaveValue(weekLater);
  await expect(add.getByLabel("Progress (%)")).toHaveValue("0");
  await add.getByRole("button", { name: "Add Task" }).click();
  await expectToast(page, VALIDATION_ERROR, "Please fill in Name, Start Date, and End Date.");
  await expect(add.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByLabel("Name")).toBeFocused();

  await add.getByLabel("Name").fill("Foundations");
  await add.getByLabel("Start Date").fill(day(3));
  await add.getByLabel("End Date").fill(day(1));
  await add.getByRole("button", { name: "Add Task" }).click();
  await expectToast(page, VALIDATION_ERROR, "End date cannot be before start date.");
  await expect(add.getByText("End date cannot be before start date.")).toBeVisible();

  await add.getByLabel("End Date").fill(day(7));
  const created = page.waitForResponse(taskWrite("POST"));
  await add.getByRole("button", { name: "Add Task" }).click();
  expect((await created).status()).toBe(201);
  await expectToast(page, "Task added successfully.");
  await expect(add).toBeHidden();
  await expect(bar(page, "Foundations", day(3), day(7))).toBeVisible();

  // The second task depends on the first: an arrow joins their bars.
  await page.getByRole("button", { name: "Add Task" }).first().click();
  await add.getByLabel("Name").fill("Framing");
  await add.getByLabel("Start Date").fill(day(10));
  await add.getByLabel("End Date").fill(day(14));
  await add.getByLabel("Assignee").fill("Sam Carter");
  await add.getByLabel("Progress (%)").fill("20");
  await expect(add.getByText("Selected tasks must complete before this one can start.")).toBeVisible();
  await add.getByRole("checkbox", { name: /^Foundations/ }).check();
  await expectNoSeriousViolations(page, "the Add Task dialog");
  await add.getByRole("button", { name: "Add Task" }).click();
  await expectToast(page, "Task added successfully.");
  await expect(bar(page, "Framing", day(10), day(14))).toHaveAccessibleName(/20% complete$/);
  const dependencies = page.getByRole("group", { name: "Dependencies" });
  await expect(dependencies.getByRole("img", { name: "Foundations → Framing" })).toBeVisible();

  // Foundations now ends after Framing starts: Framing is warned, and Fix moves it to the day after.
  const foundationsRow = page.getByRole("row").filter({ has: page.getByRole("button", { name: "Edit Foundations" }) });
  await foundationsRow.hover();
  await foundationsRow.getByRole("button", { name: "Edit Foundations" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Task" });
  await expect(edit.getByLabel("Name")).toHaveValue("Foundations");
  await edit.getByLabel("End Date").fill(day(12));
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Task updated successfully.");
  await expect(foundationsRow.getByRole("button", { name: "Edit Foundations" })).toBeFocused();
  const framingRow = page.getByRole("row").filter({ has: page.getByRole("button", { name: "Edit Framing" }) });
  await expect(framingRow).toContainText("Starts before Foundations ends.");
  await expectNoSeriousViolations(page, "the timeline with a warned task");
  const fixed = page.waitForResponse(taskWrite("PATCH"));
  await framingRow.getByRole("button", { name: /^Fix Framing/ }).click();
  expect((await fixed).status()).toBe(200);
  await expect(bar(page, "Framing", day(13), day(17))).toBeVisible();
  await expect(framingRow).not.toContainText("Starts before");

  // Drag the bar three days later; the new dates are saved.
  await dragBy(page, bar(page, "Framing", day(13), day(17)), 3 * (await dayWidth(page, "Framing", 5)));
  await expectToast(page, "Task updated successfully.");
  await expect(bar(page, "Framing", day(16), day(20))).toBeVisible();
  await page.reload();
  await expect(bar(page, "Framing", day(16), day(20))).toBeVisible();
  // A drawn page's bars are not draggable until the app has taken it over.
  await appReady(page);

  // Drag its end two days later, then Undo puts the old dates back.
  await dragBy(page, bar(page, "Framing", day(16), day(20)), 2 * (await dayWidth(page, "Framing", 5)), "end");
  await expect(bar(page, "Framing", day(16), day(22))).toBeVisible();
  const toast = await expectToast(page, "Task updated successfully.");
  const undone = page.waitForResponse(taskWrite("PATCH"));
  await toast.getByRole("button", { name: "Undo" }).click();
  expect((await undone).status()).toBe(200);
  await expect(bar(page, "Framing", day(16), day(20))).toBeVisible();
  await page.reload();
  await expect(bar(page, "Framing", day(16), day(20))).toBeVisible();
  await appReady(page);

  // The keyboard moves a focused bar by a day.
  await bar(page, "Framing", day(16), day(20)).focus();
  const moved = page.waitForResponse(taskWrite("PATCH"));
  await page.keyboard.press("ArrowRight");
  await expect(bar(page, "Framing", day(17), day(21))).toBeFocused();
  expect((await moved).status()).toBe(200);

  // Delete the first task: its bar and the arrow go.
  await foundationsRow.hover();
  await foundationsRow.getByRole("button", { name: "Delete Foundations" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Task" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Task deleted successfully.");
  await expect(page.getByRole("button", { name: /^Foundations:/ })).toHaveCount(0);
  await expect(dependencies.getByRole("img")).toHaveCount(0);
  await expect(bar(page, "Framing", day(17), day(21))).toBeVisible();
});

/** One day column's width, from a bar of known length. */
async function dayWidth(page: Page, name: string, days: number): Promise<number> {
  const box = await page.getByRole("button", { name: new RegExp(`^${escape(name)}:`) }).boundingBox();
  if (!box) throw new Error(`no bar for ${name}`);
  return (box.width + 2) / days;
}

test("the window, zoom and project filter live in the URL; a failed load says so", async ({ page }) => {
  await signIn(page, user);
  const project = await page.request.post("/api/projects", {
    data: { name: `Harbor Lofts ${Date.now()}`, startDate: "2031-01-01", endDate: "2031-12-31" },
  });
  expect(project.status()).toBe(201);
  const { id: projectId, name: projectName } = (await project.json()) as { id: string; name: string };
  for (const [name, extra] of [
    ["Steel erection", { projectId }],
    ["Landscaping", {}],
  ] as const) {
    const res = await page.request.post("/api/gantt/tasks", {
      data: { name, startDate: "2031-04-07", endDate: "2031-04-11", ...extra },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto(`/dashboard/gantt?month=${MONTH}`);
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page).toHaveURL(/month=2031-04/);
  await expect(page.getByRole("button", { name: /^Steel erection:/ })).toBeVisible();
  await page.getByLabel("Project", { exact: true }).selectOption({ label: projectName });
  await expect(page).toHaveURL(new RegExp(`project=${projectId}`));
  await expect(page.getByRole("button", { name: /^Landscaping:/ })).toHaveCount(0);
  await page.getByRole("group", { name: "Zoom" }).getByRole("button", { name: "Quarter" }).click();
  await expect(page).toHaveURL(/zoom=quarter/);
  await expect(page.getByRole("heading", { level: 2, name: /^Q2 2031/ })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Project", { exact: true })).toHaveValue(projectId);
  await expect(page.getByRole("group", { name: "Zoom" }).getByRole("button", { name: "Quarter" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: /^Steel erection:/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Landscaping:/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Previous quarter" }).click();
  await expect(page.getByRole("heading", { name: "No Tasks Yet" })).toBeVisible();

  await page.route("**/api/gantt/tasks?*", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL", message: "The database is unavailable." } }),
    }),
  );
  await page.getByRole("button", { name: "Previous quarter" }).click();
  await expectToast(page, "Error fetching tasks", "The database is unavailable.");
  await expect(page.getByRole("alert").filter({ hasText: "Error fetching tasks" })).toBeVisible();
  await page.unroute("**/api/gantt/tasks?*");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "No Tasks Yet" })).toBeVisible();
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the name column narrows and the timeline scrolls inside its box", async ({ page }) => {
    await signIn(page, user);
    const res = await page.request.post("/api/gantt/tasks", {
      data: { name: "Pour slab on grade", startDate: "2031-05-26", endDate: "2031-05-29" },
    });
    expect(res.status()).toBe(201);
    await page.goto("/dashboard/gantt?month=2031-05");
    const barLocator = page.getByRole("button", { name: /^Pour slab on grade:/ });
    await expect(page.getByRole("button", { name: "Add Task" })).toBeVisible();
    await expect(page.getByLabel("Project", { exact: true })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The chart sizes its columns from its box's measured width, which the page drawn on the server does not know:
    // asked until the app has taken the page over.
    const timeline = page.getByTestId("gantt-scroll");
    await expect.poll(() => timeline.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await barLocator.scrollIntoViewIfNeeded();
    await expect(barLocator).toBeInViewport();
    await expectNoSeriousViolations(page, "the timeline at 375 px");
  });
});

test("on a 375 px touch phone a task is deleted from its row", async ({ browser }) => {
  const phone = await browser.newContext({
    baseURL: appUrl(),
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale: "en-US",
  });
  const page = await phone.newPage();
  await signIn(page, user);
  const res = await page.request.post("/api/gantt/tasks", {
    data: { name: "Strip formwork", startDate: "2031-06-09", endDate: "2031-06-12" },
  });
  expect(res.status()).toBe(201);
  await page.goto("/dashboard/gantt?month=2031-06");
  await appReady(page);
  const rowHeader = page.getByRole("rowheader").filter({ hasText: "Strip formwork" });
  await expect(rowHeader).toBeVisible();

  await rowHeader.getByRole("button", { name: "Actions for Strip formwork" }).tap();
  await page.getByRole("menuitem", { name: "Delete" }).tap();
  const confirm = page.getByRole("alertdialog", { name: "Delete Task" });
  await expect(confirm).toContainText("Strip formwork");
  const deleted = page.waitForResponse(taskWrite("DELETE"));
  await confirm.getByRole("button", { name: "Delete" }).tap();
  expect((await deleted).status()).toBe(200);
  await expectToast(page, "Task deleted successfully.");
  await expect(page.getByRole("heading", { name: "No Tasks Yet" })).toBeVisible();
  await phone.close();
});
