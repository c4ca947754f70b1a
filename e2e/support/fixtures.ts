import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { appUrl } from "./env.ts";

/**
 * Uses the page as a person's first action would and waits until the app has taken over the page the server drew
 * (the app marks it: src/app/web/router.tsx). A drawn page runs the app's code at its first use (decision 0044): a key
 * press is one, and Shift alone types nothing and presses nothing.
 */
export async function appReady(page: Page): Promise<void> {
  const rendered = () => performance.getEntriesByName("app-rendered").length > 0;
  if (await page.evaluate(rendered)) return;
  await page.keyboard.press("Shift");
  await page.waitForFunction(rendered);
}

/**
 * Playwright's test, pointed at the server global setup started (its port is chosen at run time). A dashboard page
 * or a client's page opened with `page.goto` or `page.reload` comes drawn by the server (decisions 0031, 0049) and
 * is the app's once it is first used (decisions 0044, 0049); until then its links load pages drawn by the server, its file inputs and drags reach
 * no handler. So those two use the page and wait for the app to have taken it over (`appReady`). `waitForApp: false`
 * (the start-up and offline journeys) leaves the drawn page as it comes.
 */
export const test = base.extend<{ waitForApp: boolean }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object.
  baseURL: async ({}, use) => {
    await use(appUrl());
  },
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, use) => {
    if (waitForApp) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const ready = async <T>(response: T): Promise<T> => {
        const { pathname } = new URL(page.url());
        if (pathname.startsWith("/dashboard") || pathname.startsWith("/view/")) await appReady(page);
        return response;
      };
      page.goto = async (url, options) => ready(await goto(url, options));
      page.reload = async (options) => ready(await reload(options));
    }
    await use(page);
  },
});

export { expect };

/** The toast region (sonner's "Notifications" landmark). */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/ });
}

/** The newest toast with this title; optionally checks its message. */
export async function expectToast(page: Page, title: string, message?: string): Promise<Locator> {
  const toast = toasts(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();
  await expect(toast).toBeVisible();
  if (message !== undefined) await expect(toast).toContainText(message);
  return toast;
}
