import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { PUBLIC_PAGES } from "../src/shared/public-pages.ts";

/**
 * Every public page, signed out, loads without an error in the browser console, without anything its content
 * security policy refused and without a failed request (a session probe answered 401 on every page once; now the
 * page carries its session and asks nothing), and the crawler files are real files.
 */

type Problem = string;

/** Console errors, uncaught exceptions, requests that failed and answers of 400 or more, while the page is open. */
function watchProblems(page: Page): Problem[] {
  const problems: Problem[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) =>
    problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? "?"})`),
  );
  page.on("response", (response) => {
    if (response.status() >= 400)
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/**
 * What the page's content security policy refused, even a refusal the code caught (zod's probe for `new Function`
 * was one: no console error, yet an issue that cost Lighthouse's best practices points), said as a console error.
 */
async function reportPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `content security policy refused ${event.blockedURI || "something"} (${event.violatedDirective}) at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

for (const path of PUBLIC_PAGES) {
  test(`${path} logs no console error and no failed request`, async ({ page }) => {
    const problems = watchProblems(page);
    await reportPolicyViolations(page);
    const sessionCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/auth/session") sessionCalls.push(request.url());
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    expect(sessionCalls, "the page knows it is signed out without asking").toEqual([]);
  });
}

test("robots.txt and sitemap.xml are text and XML, not the app's page", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toContain("Disallow: /dashboard");
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  expect(await sitemap.text()).toContain("<urlset");
});
