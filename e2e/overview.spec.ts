import { expect, test } from "./support/fixtures.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { appUrl } from "./support/env.ts";

/** The dashboard overview (spec: four cards, recent projects, upcoming deadlines) computed from real data. */

let user: TestUser;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request);
  await request.dispose();
});

const isoInDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test("a new organization sees honest empty figures, and they follow its projects and tasks", async ({ page }) => {
  await signIn(page, user);
  const figures = page.getByRole("list", { name: "Key figures" });
  const figure = (label: string) => figures.getByRole("listitem").filter({ hasText: label });

  await expect(figure("Active Projects")).toContainText("0");
  await expect(figure("Active Projects")).toContainText("No projects yet");
  await expect(figure("Total Revenue")).toContainText("$0.00");
  await expect(figure("Total Revenue")).toContainText("No revenue recorded yet");
  await expect(figure("Team Members")).toContainText("1");
  await expect(figure("Pending Tasks")).toContainText("0");
  await expect(page.getByText("No projects yet. Projects hold")).toBeVisible();
  await expect(page.getByText(/Nothing is due in the next 14 days/)).toBeVisible();

  // The empty list's "Create Project" opens the projects screen's create form.
  await page.getByRole("region", { name: "Recent Projects" }).getByRole("link", { name: "Create Project" }).click();
  await expect(page.getByRole("dialog", { name: "Create Project" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await page.keyboard.press("Escape");
  await page.goto("/dashboard");

  // The browser session's cookies: the same user, through the API.
  const project = await page.request.post("/api/projects", {
    data: { name: "Harbor Lofts", startDate: isoInDays(-30), endDate: isoInDays(10), status: "In Progress" },
  });
  expect(project.status()).toBe(201);
  const projectId = (await project.json()).id as string;
  const task = await page.request.post("/api/gantt/tasks", {
    data: { name: "Install windows", startDate: isoInDays(-2), endDate: isoInDays(3), projectId, progress: 40 },
  });
  expect(task.status()).toBe(201);

  await page.reload();
  await expect(figure("Active Projects")).toContainText("1");
  await expect(figure("Active Projects")).toContainText("In progress, of 1 project");
  await expect(figure("Pending Tasks")).toContainText("1");

  const recent = page.getByRole("region", { name: "Recent Projects" });
  await expect(recent.getByRole("link", { name: "Harbor Lofts" })).toHaveAttribute(
    "href",
    `/dashboard/projects/${projectId}`,
  );
  await expect(recent).toContainText("In Progress");

  const deadlines = page.getByRole("region", { name: "Upcoming Deadlines" });
  await expect(deadlines.getByRole("listitem")).toHaveCount(2);
  await expect(deadlines.getByRole("listitem").nth(0)).toContainText("Install windows");
  await expect(deadlines.getByRole("listitem").nth(0)).toContainText("Due in 3 days");
  await expect(deadlines.getByRole("listitem").nth(1)).toContainText("Harbor Lofts");
  await expect(deadlines.getByRole("listitem").nth(1)).toContainText("Due in 10 days");

  // Finishing the task takes it off the pending count and the deadlines.
  const done = await page.request.patch(`/api/gantt/tasks/${(await task.json()).id}`, { data: { progress: 100 } });
  expect(done.status()).toBe(200);
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Projects" }).click();
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(figure("Pending Tasks")).toContainText("0");
  await expect(deadlines.getByRole("listitem")).toHaveCount(1);
});
