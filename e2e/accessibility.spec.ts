import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn, type TestUser } from "./support/users.ts";
import { DASHBOARD_MODULES } from "../src/app/web/routing/dashboard-modules.ts";

/**
 * Accessibility (design/UI.md): axe finds no serious or critical WCAG 2.1 A/AA violations on the public pages,
 * the account pages and the dashboard shell, at desktop width and at phone width, menus open and closed; and
 * the sign-in page and the dashboard shell work from the keyboard.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };
const VIEWPORTS = [
  { name: "desktop", size: DESKTOP },
  { name: "phone", size: PHONE },
] as const;

/** Public and account pages, with the h1 that says the page has rendered. */
const SIGNED_OUT_PAGES = [
  { path: "/", h1: "The Ultimate Construction Management Platform" },
  { path: "/about", h1: "About BuildOps" },
  { path: "/contact", h1: "Contact Us" },
  { path: "/features", h1: "Everything You Need to Build Better" },
  { path: "/subscription", h1: "Simple, Transparent Pricing" },
  { path: "/signin", h1: "Sign In" },
  { path: "/signin?verificationSent=true", h1: "Sign In" },
  { path: "/signup", h1: /free trial/ },
  { path: "/forgot-password", h1: "Forgot Password" },
  { path: "/update-password?token=x", h1: "Update Password" },
  { path: "/update-password", h1: "Link Invalid" },
] as const;

const PENDING_MODULE = DASHBOARD_MODULES.find((m) => m.inSidebar && m.path !== "" && !m.load);

const heading1 = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("axe: public and account pages", () => {
  for (const { name, size } of VIEWPORTS) {
    test.describe(name, () => {
      test.use({ viewport: size });
      for (const { path, h1 } of SIGNED_OUT_PAGES) {
        test(`${path}`, async ({ page }) => {
          await page.goto(path);
          await expect(heading1(page)).toHaveText(h1);
          await expectNoSeriousViolations(page, `${path} at ${size.width}x${size.height}`);
        });
      }
    });
  }

  test("phone: forms showing their field errors", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const { path, submit } of [
      { path: "/signin", submit: "Sign In" },
      { path: "/signup", submit: "Create Account" },
      { path: "/contact", submit: "Send Message" },
    ]) {
      await page.goto(path);
      await page.getByRole("main").getByRole("button", { name: submit, exact: true }).click();
      await expect(page.getByRole("main").getByRole("alert").first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} with field errors`);
    }
  });

  test("phone: the mobile menu open", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const path of ["/", "/signin"]) {
      await page.goto(path);
      await expect(heading1(page)).toBeVisible();
      await page.getByRole("button", { name: "Toggle menu" }).click();
      await expect(page.locator("#site-mobile-menu")).toBeVisible();
      await expectNoSeriousViolations(page, `${path} with the mobile menu open`);
    }
  });
});

test.describe("signed in", () => {
  let user: TestUser;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: appUrl() });
    user = await createVerifiedUser(request);
    await request.dispose();
  });

  for (const { name, size } of VIEWPORTS) {
    test(`axe: dashboard overview and a pending module, ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      await signIn(page, user);
      await expect(heading1(page)).toHaveText("Dashboard");
      await expectNoSeriousViolations(page, `/dashboard at ${size.width}x${size.height}`);

      if (PENDING_MODULE) {
        await page.goto(`/dashboard/${PENDING_MODULE.path}`);
        await expect(heading1(page)).toHaveText(PENDING_MODULE.label);
        await expectNoSeriousViolations(page, `/dashboard/${PENDING_MODULE.path} at ${size.width}x${size.height}`);
      }

      if (name === "phone") {
        await page.getByRole("button", { name: "Open navigation" }).click();
        await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
        await expectNoSeriousViolations(page, `the dashboard drawer at ${size.width}x${size.height}`);
      }
    });
  }

  for (const { name, size } of VIEWPORTS) {
    test(`axe: projects list, the create form with its errors, and a project's page, ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      await signIn(page, user);
      const projectName = `Axe Tower ${name}`;
      const client = await page.request.post("/api/clients", { data: { name: "Axe Clients" } });
      expect(client.ok()).toBe(true);
      const clientId = ((await client.json()) as { id: string }).id;
      const created = await page.request.post("/api/projects", {
        data: {
          name: projectName,
          startDate: "2026-03-01",
          endDate: "2026-06-30",
          status: "In Progress",
          budget: 90000,
          progress: 30,
          clientId,
        },
      });
      expect(created.status()).toBe(201);
      const projectId = ((await created.json()) as { id: string }).id;
      const task = await page.request.post("/api/gantt/tasks", {
        data: { name: "Excavation", startDate: "2026-03-02", endDate: "2026-03-20", progress: 100, projectId },
      });
      expect(task.status()).toBe(201);

      await page.goto("/dashboard/projects");
      await expect(page.getByRole("article", { name: projectName })).toBeVisible();
      await expectNoSeriousViolations(page, `/dashboard/projects at ${size.width}x${size.height}`);

      await page.getByRole("button", { name: "Create Project" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Create Project" });
      await dialog.getByRole("button", { name: "Create Project" }).click();
      await expect(dialog.getByRole("alert").first()).toBeVisible();
      // The spec's toast comes too (loaded on first use): judge the page once it is there, not while it arrives.
      // (The modal hides the toast region from the accessibility tree, hence text rather than role.)
      await expect(page.getByText("Missing Fields", { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, `the create project form with errors at ${size.width}x${size.height}`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await page.goto(`/dashboard/projects/${projectId}`);
      await expect(heading1(page)).toHaveText(projectName);
      await expect(page.getByText("Excavation")).toBeVisible();
      await expectNoSeriousViolations(page, `/dashboard/projects/:id at ${size.width}x${size.height}`);
    });
  }

  test("public pages signed in: the header offers the dashboard", async ({ page }) => {
    await signIn(page, user);
    await page.goto("/subscription");
    await expect(page.getByRole("link", { name: "Switch to this Plan" }).first()).toBeVisible();
    await expectNoSeriousViolations(page, "/subscription signed in");
  });
});

/** The focused element shows a ring: a solid outline of at least 2 px in a colour that is not transparent. */
async function expectFocusRing(page: Page, what: string): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
  expect(ring, `${what} has focus`).not.toBeNull();
  expect(ring?.style, `${what}: outline style`).not.toBe("none");
  expect(ring?.width ?? 0, `${what}: outline width`).toBeGreaterThanOrEqual(2);
  expect(ring?.color, `${what}: outline colour`).toBe("rgb(37, 99, 235)");
}

test.describe("keyboard", () => {
  test("the sign-in page: Tab reaches every control in order, each with a focus ring", async ({ page }) => {
    await page.goto("/signin");
    await expect(heading1(page)).toHaveText("Sign In");
    const header = page.getByRole("navigation", { name: "Main" });
    const main = page.getByRole("main");
    const order = [
      { what: "skip link", target: page.getByRole("link", { name: "Skip to content" }) },
      { what: "logo", target: header.getByRole("link", { name: "BuildOps" }) },
      { what: "Features", target: header.getByRole("link", { name: "Features" }) },
      { what: "Pricing", target: header.getByRole("link", { name: "Pricing" }) },
      { what: "About", target: header.getByRole("link", { name: "About" }) },
      { what: "Contact", target: header.getByRole("link", { name: "Contact" }) },
      { what: "header Sign In", target: header.getByRole("link", { name: "Sign In", exact: true }) },
      { what: "Get Started", target: header.getByRole("link", { name: "Get Started" }) },
      { what: "Email", target: main.getByLabel("Email") },
      { what: "Password", target: main.getByLabel("Password", { exact: true }) },
      { what: "Show password", target: main.getByRole("button", { name: "Show password" }) },
      { what: "Forgot password?", target: main.getByRole("link", { name: "Forgot password?" }) },
      { what: "Sign In button", target: main.getByRole("button", { name: "Sign In", exact: true }) },
      { what: "Google", target: main.getByRole("button", { name: "Continue with Google" }) },
      { what: "Apple", target: main.getByRole("button", { name: "Continue with Apple" }) },
      { what: "Sign up", target: main.getByRole("link", { name: "Sign up" }) },
    ];
    for (const { what, target } of order) {
      await page.keyboard.press("Tab");
      await expect(target, `Tab reaches ${what}`).toBeFocused();
      await expectFocusRing(page, what);
    }
  });

  test("phone: the site menu opens from the keyboard, closes on Escape and gives focus back", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/signin");
    await expect(heading1(page)).toHaveText("Sign In");
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await toggle.focus();
    await expectFocusRing(page, "Toggle menu");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const menu = page.locator("#site-mobile-menu");
    await expect(menu.getByRole("link", { name: "Features" })).toBeFocused();
    await expectFocusRing(page, "menu link");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test.describe("signed in", () => {
    let user: TestUser;

    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext({ baseURL: appUrl() });
      user = await createVerifiedUser(request);
      await request.dispose();
    });

    test("Enter signs in; in the dashboard Tab goes skip link, logo, notifications, modules, account, then the page", async ({
      page,
    }) => {
      await page.goto("/signin");
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill(user.password);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(heading1(page)).toHaveText("Dashboard");

      // Start from the top of the document, as after a page load.
      await page.goto("/dashboard");
      await expect(heading1(page)).toHaveText("Dashboard");
      const sidebar = page.getByRole("complementary");
      const modules = sidebar.getByRole("navigation", { name: "Modules" });
      const moduleNames = await modules.getByRole("link").allTextContents();
      expect(moduleNames.length).toBeGreaterThan(10);
      const order = [
        { what: "skip link", target: page.getByRole("link", { name: "Skip to content" }) },
        { what: "logo", target: sidebar.getByRole("link", { name: "BuildOps" }) },
        { what: "notifications", target: sidebar.getByRole("button", { name: /^Notifications/ }) },
        ...moduleNames.map((name) => ({
          what: `module ${name}`,
          target: modules.getByRole("link", { name, exact: true }),
        })),
        { what: "Account Settings", target: sidebar.getByRole("link", { name: "Account Settings" }) },
        { what: "Sign Out", target: sidebar.getByRole("button", { name: "Sign Out" }) },
        { what: "Go to Projects", target: page.getByRole("main").getByRole("link", { name: "Go to Projects" }) },
      ];
      for (const { what, target } of order) {
        await page.keyboard.press("Tab");
        await expect(target, `Tab reaches ${what}`).toBeFocused();
        await expectFocusRing(page, what);
      }

      // The skip link jumps over the sidebar.
      await page.goto("/dashboard");
      await expect(heading1(page)).toHaveText("Dashboard");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Go to Projects" })).toBeFocused();
    });

    test("phone: the drawer opens from the keyboard, keeps focus inside, closes on Escape and gives focus back", async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await signIn(page, user);
      // A fresh load, so that focus starts at the top of the document and the last input was the keyboard.
      await page.goto("/dashboard");
      await expect(heading1(page)).toHaveText("Dashboard");
      const open = page.getByRole("button", { name: "Open navigation" });
      for (const what of ["skip link", "logo", "Notifications", "Open navigation"]) {
        await page.keyboard.press("Tab");
        await expectFocusRing(page, what);
      }
      await expect(open).toBeFocused();
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: "Navigation" });
      await expect(drawer).toBeVisible();

      // Focus stays in the drawer however far one tabs (the drawer has about two dozen stops).
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press("Tab");
        expect(
          await drawer.evaluate((el) => el.contains(document.activeElement)),
          `Tab ${i + 1} stays in the drawer`,
        ).toBe(true);
        await expectFocusRing(page, `drawer, Tab ${i + 1}`);
      }

      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(open).toBeFocused();
    });
  });
});
