import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/chromium.ts";

/**
 * End-to-end journeys (e2e/*.spec.ts) against the real server, started by e2e/global-setup.ts with a fresh
 * embedded database and a local SMTP server that catches the verification and reset e-mails.
 * Browser: Debian's Chromium or `CHROMIUM_PATH` (scripts/chromium.ts; `npm test` installs it when missing, never `playwright install`).
 */
export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: "test-results/playwright",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: "list",
  // Long journeys on a busy 2-core machine (two workers, each with Chromium and the server) need more than 45 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices["Desktop Chrome"],
    headless: true,
    // No trace by default: recording one for every journey (to keep it only on failure) took a quarter of the
    // journeys' time on this 2-core machine (47 journeys: 208 s with it, 154 s without), and a CI run keeps only
    // its output. A failure prints its steps and the page's accessibility tree (error-context.md) and keeps a
    // screenshot; to see a trace, run the journey again with `--trace retain-on-failure`.
    trace: "off",
    // The service worker answers built files from its cache, where `page.route` cannot see them; only the
    // offline journey (e2e/offline.spec.ts) lets it run.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: "chromium" }],
});
