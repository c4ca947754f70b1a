import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { appUrl } from "./env.ts";

/** Playwright's test, pointed at the server global setup started (its port is chosen at run time). */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object.
  baseURL: async ({}, use) => {
    await use(appUrl());
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
