import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { PROJECT_MSG } from "../src/modules/projects/projects.constants.ts";
import { MSG } from "../src/shared/messages.ts";
import { presentAsViewer } from "./support/viewer.ts";

/**
 * Projects (spec §2 Projects, §4 project status, §5 validation, §8 messages): the list with search and status
 * filter kept in the address, create with a client added from the form, edit, the project page, delete.
 */

let user: TestUser;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  user = await createVerifiedUser(request);
  await request.dispose();
});

const heading1 = (page: Page) => page.getByRole("heading", { level: 1 });
/** The project's card in the grid, found by its heading. */
const card = (page: Page, name: string) => page.getByRole("article", { name });
/** The text of a select's chosen option. */
const chosen = (select: Locator) =>
  select.evaluate((el) => (el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? "") : ""));

test("a project's life: missing fields, create with a new client, search and filter, edit, its page, delete", async ({
  page,
}) => {
  const id = randomUUID().slice(0, 6);
  const tower = `Harbor Tower ${id}`;
  const bridge = `Bridge Repair ${id}`;
  const clientName = `Acme Builders ${id}`;

  await signIn(page, user);
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Projects" }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(heading1(page)).toHaveText("Projects");
  await expect(page.getByRole("heading", { name: "No projects yet" })).toBeVisible();

  // Create: the spec's Missing Fields message, with the fields marked.
  await page.getByRole("main").getByRole("button", { name: "Create Project" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Project" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Project Name")).toBeFocused();
  await expect(dialog.getByLabel("Status", { exact: true })).toHaveValue("Planning");
  await expect.poll(() => chosen(dialog.getByLabel("Manager"))).toBe(user.fullName);
  await dialog.getByLabel("Description").fill("Twelve storeys by the water.");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expectToast(page, PROJECT_MSG.missingFields.title, PROJECT_MSG.missingFields.message);
  await expect(dialog.getByLabel("Project Name")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Start Date is required.")).toBeVisible();
  await expect(dialog.getByLabel("Description")).toHaveValue("Twelve storeys by the water.");

  // A budget that is not a number is refused next to the field; the end date cannot precede the start.
  await dialog.getByLabel("Project Name").fill(tower);
  await dialog.getByLabel("Start Date").fill("2026-03-01");
  await dialog.getByLabel("End Date").fill("2026-02-01");
  await dialog.getByLabel("Budget").fill("lots");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog.getByText(PROJECT_MSG.budgetNotNumber)).toBeVisible();
  await expect(dialog.getByText(PROJECT_MSG.endBeforeStart)).toBeVisible();
  await dialog.getByLabel("End Date").fill("2026-09-30");
  await dialog.getByLabel("Budget").fill("$1,250,000");

  // A client added from the form is created and chosen.
  await dialog.getByRole("button", { name: "Add new client" }).click();
  await dialog.getByLabel("New client name").fill(clientName);
  await dialog.getByRole("button", { name: "Add Client" }).click();
  await expect.poll(() => chosen(dialog.getByLabel("Client", { exact: true }))).toBe(clientName);

  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expectToast(page, PROJECT_MSG.created);
  await expect(dialog).toBeHidden();
  const towerCard = card(page, tower);
  await expect(towerCard).toContainText(clientName);
  await expect(towerCard).toContainText("Planning");
  await expect(towerCard).toContainText("$1,250,000.00");
  await expect(towerCard).toContainText(user.fullName);
  await expect(towerCard.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "0");

  // A second project, made through the API, for the filters.
  const res = await page.request.post("/api/projects", {
    data: { name: bridge, startDate: "2026-01-10", endDate: "2026-04-30", status: "On Hold" },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.reload();
  await expect(card(page, bridge)).toBeVisible();

  // Search and status filter go to the server and stay in the address.
  const search = page.getByRole("searchbox", { name: "Search" });
  const status = page.getByRole("search").getByLabel("Status", { exact: true });
  await search.fill("harbor");
  await expect(page).toHaveURL(/[?&]q=harbor/);
  await expect(card(page, bridge)).toBeHidden();
  await expect(card(page, tower)).toBeVisible();
  await status.selectOption("On Hold");
  await expect(page).toHaveURL(/status=On\+Hold/);
  await expect(page.getByRole("heading", { name: "No projects match" })).toBeVisible();
  await search.fill("bridge");
  await expect(card(page, bridge)).toBeVisible();
  await expect(card(page, tower)).toBeHidden();
  await page.reload();
  await expect(search).toHaveValue("bridge");
  await expect(status).toHaveValue("On Hold");
  await expect(card(page, bridge)).toBeVisible();
  await expect(card(page, tower)).toBeHidden();
  await page.getByRole("search").getByLabel("Status", { exact: true }).selectOption("");
  await search.fill("");
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(card(page, tower)).toBeVisible();

  // Edit: status to In Progress and some progress.
  await card(page, tower)
    .getByRole("button", { name: `Edit ${tower}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await expect(edit.getByLabel("Project Name")).toHaveValue(tower);
  await expect.poll(() => chosen(edit.getByLabel("Client", { exact: true }))).toBe(clientName);
  await edit.getByLabel("Status", { exact: true }).selectOption("In Progress");
  await edit.getByLabel("Progress (%)").fill("40");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, PROJECT_MSG.updated);
  await expect(edit).toBeHidden();
  await expect(card(page, tower).getByRole("button", { name: `Edit ${tower}` })).toBeFocused();
  await expect(card(page, tower)).toContainText("In Progress");
  await expect(card(page, tower).getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "40");

  // The project page, with a task from the Gantt on its timeline.
  const href = await card(page, tower)
    .getByRole("link", { name: `View ${tower}` })
    .getAttribute("href");
  const projectId = href?.split("/").pop() ?? "";
  expect(projectId).not.toBe("");
  const taskRes = await page.request.post("/api/gantt/tasks", {
    data: { name: "Pour foundations", startDate: "2026-03-02", endDate: "2026-03-20", progress: 50, projectId },
  });
  expect(taskRes.status(), await taskRes.text()).toBe(201);
  const docRes = await page.request.post(
    `/api/documents?name=Tower%20permit&fileName=permit.pdf&projectId=${projectId}`,
    {
      headers: { "content-type": "application/pdf" },
      data: Buffer.from("%PDF-1.4\n% a permit\n"),
    },
  );
  expect(docRes.status(), await docRes.text()).toBe(201);
  await card(page, tower)
    .getByRole("link", { name: `View ${tower}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${projectId}$`));
  await expect(heading1(page)).toHaveText(tower);
  const main = page.getByRole("main");
  await expect(main).toContainText("In Progress");
  await expect(main).toContainText(clientName);
  await expect(main).toContainText("Twelve storeys by the water.");
  await expect(main.getByRole("list", { name: "Tasks by start date" }).getByRole("listitem")).toHaveCount(1);
  await expect(main.getByRole("listitem").filter({ hasText: "Pour foundations" })).toContainText("50% complete");
  await expect(main.getByRole("link", { name: "Open in Gantt" })).toHaveAttribute(
    "href",
    `/dashboard/gantt?project=${projectId}`,
  );
  await expect(main.getByRole("heading", { name: "Documents" })).toBeVisible();
  await expect(main.getByRole("listitem").filter({ hasText: "Tower permit" })).toContainText("Version 1.0");
  await expect(main.getByRole("link", { name: "Download Tower permit" })).toHaveAttribute(
    "href",
    /\/api\/documents\/.+\/file/,
  );

  // Delete from the project page: Cancel keeps it; confirming removes it and goes back to the list.
  await main.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Project" });
  await expect(confirm).toContainText(tower);
  await expect(confirm).toContainText("tasks");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(heading1(page)).toHaveText(tower);
  await main.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete Project" }).click();
  await expectToast(page, PROJECT_MSG.deleted);
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(card(page, bridge)).toBeVisible();
  await expect(card(page, tower)).toBeHidden();

  // Its address now says plainly that it is gone.
  await page.goto(`/dashboard/projects/${projectId}`);
  await expect(heading1(page)).toHaveText("Project not found");
  await page.getByRole("link", { name: "Back to Projects" }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);

  // Delete from the list.
  await card(page, bridge)
    .getByRole("button", { name: `Delete ${bridge}` })
    .click();
  await page
    .getByRole("alertdialog", { name: "Delete Project" })
    .getByRole("button", { name: "Delete Project" })
    .click();
  await expectToast(page, PROJECT_MSG.deleted);
  await expect(page.getByRole("heading", { name: "No projects yet" })).toBeVisible();
});

test("a budget is read as a contract value is: 250k, 1.5M and $2,500,000.00", async ({ page }) => {
  const name = `Budget Works ${randomUUID().slice(0, 6)}`;
  await signIn(page, user);
  await page.goto("/dashboard/projects");
  await page.getByRole("main").getByRole("button", { name: "Create Project" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Project" });
  const budget = dialog.getByLabel("Budget");
  await expect(dialog.getByText("In US dollars, e.g. 250k, 1.5M or $2,500,000.00.")).toBeVisible();
  await dialog.getByLabel("Project Name").fill(name);
  await dialog.getByLabel("Start Date").fill("2026-03-01");
  await dialog.getByLabel("End Date").fill("2026-09-30");
  await budget.fill("1.5M");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expectToast(page, PROJECT_MSG.created);
  await expect(card(page, name)).toContainText("$1,500,000.00");

  for (const [typed, shown] of [
    ["250k", "$250,000.00"],
    ["$2,500,000.00", "$2,500,000.00"],
  ] as const) {
    await card(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Project" });
    await edit.getByLabel("Budget").fill(typed);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, PROJECT_MSG.updated);
    await expect(edit).toBeHidden();
    await expect(card(page, name)).toContainText(shown);
  }
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("cards stack in one column and the form opens as a sheet", async ({ page }) => {
    await signIn(page, user);
    const name = `Phone Project ${randomUUID().slice(0, 6)}`;
    const res = await page.request.post("/api/projects", {
      data: { name, startDate: "2026-05-01", endDate: "2026-06-01", budget: 5000 },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto("/dashboard/projects");
    const projectCard = card(page, name);
    await expect(projectCard).toContainText("$5,000.00");
    const box = await projectCard.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const create = page.getByRole("button", { name: "Create Project" }).first();
    await create.click();
    const dialog = page.getByRole("dialog", { name: "Create Project" });
    await expect(dialog.getByLabel("Project Name")).toBeFocused();
    const sheet = await dialog.boundingBox();
    expect(sheet?.width ?? 0).toBeLessThanOrEqual(375);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();
  });
});

test("a failed load says Error fetching projects with the server's message, and Retry recovers", async ({ page }) => {
  await signIn(page, user);
  let failing = true;
  await page.route(/\/api\/projects(\?|$)/, async (route) => {
    if (!failing) return route.fallback();
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "The database is not answering." } }),
    });
  });
  // Opened from the sidebar, so that the list is asked for by the browser (a page opened by its address comes
  // drawn by the server with its data: decision 0031).
  await page.getByRole("navigation", { name: "Modules" }).getByRole("link", { name: "Projects" }).click();
  await expectToast(page, PROJECT_MSG.fetchError, "The database is not answering.");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("The database is not answering.");
  failing = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("button", { name: "Retry" })).toBeHidden();
  await expect(page.getByRole("main").getByRole("alert")).toBeHidden();
});

test("the form loads on demand: when its code cannot be fetched a toast says so, and the next try opens it", async ({
  page,
}) => {
  let failing = true;
  await page.route(/\/assets\/ProjectFormDialog-[^/]*\.js$/, (route) =>
    failing ? route.abort("internetdisconnected") : route.fallback(),
  );
  await signIn(page, user);
  await page.goto("/dashboard/projects");
  const create = page.getByRole("main").getByRole("button", { name: "Create Project" }).first();
  await create.click();
  await expectToast(page, MSG.partLoadFailed.title, MSG.partLoadFailed.message);
  await expect(page.getByRole("dialog", { name: "Create Project" })).toBeHidden();
  failing = false;
  // The toast sits over the button (top right); the keyboard reaches it all the same.
  await create.press("Enter");
  await expect(page.getByRole("dialog", { name: "Create Project" }).getByLabel("Project Name")).toBeFocused();
});

test("more than a page of projects: Load more fetches the next page from the server", async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const owner = await createVerifiedUser(request);
  await request.dispose();
  await signIn(page, owner);
  for (let i = 1; i <= 51; i++) {
    const res = await page.request.post("/api/projects", {
      data: { name: `Paged ${String(i).padStart(2, "0")}`, startDate: "2026-01-01", endDate: "2026-12-31" },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto("/dashboard/projects");
  const grid = page.getByRole("list", { name: "Projects" });
  await expect(grid.getByRole("article")).toHaveCount(50);
  // Newest first: the first one made is on the second page.
  await expect(card(page, "Paged 51")).toBeVisible();
  await expect(card(page, "Paged 01")).toBeHidden();
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(grid.getByRole("article")).toHaveCount(51);
  await expect(card(page, "Paged 01")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toBeHidden();
});

test("a viewer sees projects but no Create, Edit or Delete", async ({ page }) => {
  await signIn(page, user);
  const name = `Viewed ${randomUUID().slice(0, 6)}`;
  const res = await page.request.post("/api/projects", {
    data: { name, startDate: "2026-02-01", endDate: "2026-03-01" },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await presentAsViewer(page);
  await page.goto("/dashboard/projects");
  await expect(card(page, name)).toBeVisible();
  await expect(card(page, name).getByRole("link", { name: `View ${name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Project" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
  await page.goto(`/dashboard/projects/${id}`);
  await expect(heading1(page)).toHaveText(name);
  await expect(page.getByRole("main").getByRole("button", { name: /Edit|Delete/ })).toHaveCount(0);
});
