import { expect, test } from "./support/fixtures.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { DASHBOARD_MODULES } from "../src/app/web/routing/dashboard-modules.ts";
import { appUrl } from "./support/env.ts";

/** The dashboard shell (spec §2 Dashboard shell): the module sidebar, the current module, pending modules, phone width. */

const SPEC_MODULES = [
  "Dashboard",
  "Projects",
  "Finance",
  "Job Finance",
  "Procurement",
  "HR",
  "Contracts",
  "Documents",
  "Gantt Chart",
  "Analytics",
  "Field Operations",
  "RFIs & Submittals",
  "Punch Lists",
  "Time Clock",
  "Quality Control",
  "Safety",
  "Templates",
  "Estimates",
  "Invoices",
  "Website Builder",
  "Bid Management",
  "AI Assistant",
  "Settings",
];

/** Modules whose screens are not built yet (no page to load): their route says so. */
const PENDING = DASHBOARD_MODULES.filter((m) => m.inSidebar && m.path !== "" && !m.load);

let user: TestUser;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  // Enterprise includes every module: the pending notices show, not upgrade cards (e2e/plan-gating.spec.ts).
  user = await createVerifiedUser(request, { plan: "enterprise" });
  await request.dispose();
});

test("the sidebar lists the spec's modules, marks the current one, and shows the organization and user", async ({
  page,
}) => {
  await signIn(page, user);
  const modules = page.getByRole("navigation", { name: "Modules" });
  await expect(modules.getByRole("link")).toHaveText(SPEC_MODULES);

  await expect(modules.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await modules.getByRole("link", { name: "Finance", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/finance$/);
  await expect(modules.getByRole("link", { name: "Finance", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(modules.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  await expect(modules.locator("[aria-current=page]")).toHaveCount(1);

  const sidebar = page.getByRole("complementary");
  await expect(sidebar.getByText(user.companyName, { exact: true })).toBeVisible();
  await expect(sidebar.getByText(user.fullName, { exact: true })).toBeVisible();
  await expect(sidebar.getByText(user.email, { exact: true })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Account Settings" })).toBeVisible();
  await expect(sidebar.getByRole("button", { name: "Sign Out" })).toBeVisible();
});

test("every module opens from the sidebar, and a module not built yet says so plainly", async ({ page }) => {
  await signIn(page, user);
  const modules = page.getByRole("navigation", { name: "Modules" });
  const pending = new Set(PENDING.map((m) => m.path));
  for (const m of DASHBOARD_MODULES.filter((x) => x.inSidebar && x.path !== "")) {
    await modules.getByRole("link", { name: m.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${m.path}$`));
    await expect(modules.getByRole("link", { name: m.label, exact: true })).toHaveAttribute("aria-current", "page");
    const notice = `The ${m.label} module is not available yet.`;
    if (pending.has(m.path)) {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.label);
      await expect(page.getByRole("main")).toContainText(notice);
      await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    } else {
      await expect(page.getByRole("main")).not.toContainText(notice);
    }
  }
  await modules.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the sidebar is behind 'Open navigation' and the drawer works", async ({ page }) => {
    await signIn(page, user);
    await expect(page.getByRole("navigation", { name: "Modules" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open navigation" });
    await expect(open).toBeVisible();

    await open.click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("navigation", { name: "Modules" }).getByRole("link")).toHaveText(SPEC_MODULES);
    await expect(drawer.getByText(user.fullName, { exact: true })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole("link", { name: "Estimates" }).click();
    await expect(page).toHaveURL(/\/dashboard\/estimates$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Estimates" })).toBeVisible();

    await open.click();
    await drawer.getByRole("button", { name: "Close navigation" }).click();
    await expect(drawer).toBeHidden();
  });
});
