import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { Browser, Page } from "@playwright/test";
import { expect, expectToast, test } from "./support/fixtures.ts";
import { VALIDATION_ERROR } from "../src/web/lib/form-check.ts";
import { appUrl } from "./support/env.ts";
import { createVerifiedUser, signIn } from "./support/users.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { SITE_MSG } from "../src/modules/websites/websites.constants.ts";

/**
 * The Website Builder (spec §2, §4, §5, §8; issue 16): Publish needs a template; a template brings customization;
 * Hero, Services and Portfolio saved with the spec's messages and a picture; Preview; Publish at a chosen address;
 * the site opened signed out at 375 and 1280 px, where an XSS attempt in every text field stays text and runs
 * nothing; its contact form's message found in the app's inbox; Unpublish takes it down.
 */

/** Runs in the page if any payload ever executes. */
const XSS = (field: string) => `<img src=x onerror="window.__xss='${field}'">${field}`;

async function visitSignedOut(
  browser: Browser,
  path: string,
  width: number,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  page.on("dialog", (d) => {
    throw new Error(`a dialog opened on the published site: ${d.message()}`);
  });
  await page.goto(new URL(path, appUrl()).href);
  return { page, close: () => context.close() };
}

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  await expect(page.locator("script")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test("build a site, preview and publish it, open it signed out on a phone and a computer, get its contact message in the app, unpublish it", async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const slug = `harbor-${randomUUID().slice(0, 6)}`;
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const owner = await createVerifiedUser(request, { plan: "professional" });
  await request.dispose();
  await signIn(page, owner);
  await page.goto("/dashboard/websites");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website Builder");

  // Spec: Publish needs a template; customization shows once one is chosen.
  await page.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Error", SITE_MSG.selectTemplateFirst);
  await expect(page.getByRole("heading", { name: "Customization" })).toBeHidden();
  await page.getByRole("button", { name: "Use General Contractor" }).click();
  await expect(page.getByText("Selected", { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Primary colour", exact: true }).fill("#0f766e");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

  // Hero: the spec's messages, a picture, and script-like text.
  await page.getByRole("button", { name: "Edit Hero" }).click();
  const hero = page.getByRole("dialog", { name: "Edit Hero Section" });
  await hero.getByLabel("Heading", { exact: true }).fill("");
  await hero.getByRole("button", { name: "Save Hero" }).click();
  await expect(hero.getByText(SITE_MSG.headingRequired)).toBeVisible();
  await hero.getByLabel("Heading", { exact: true }).fill(XSS("heading"));
  await hero.getByLabel("Subheading", { exact: true }).fill(XSS("subheading"));
  await hero.getByLabel("Button text", { exact: true }).fill(XSS("cta"));
  await hero.getByLabel("YouTube video address", { exact: true }).fill("https://vimeo.com/1");
  await hero.getByRole("button", { name: "Save Hero" }).click();
  await expectToast(page, SITE_MSG.invalidUrlTitle, SITE_MSG.invalidYoutube);
  await hero.getByLabel("YouTube video address", { exact: true }).fill("");
  const picture = await sharp({
    create: { width: 1200, height: 600, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .jpeg()
    .toBuffer();
  await hero
    .getByLabel("Background picture", { exact: true })
    .setInputFiles({ name: "banner.jpg", mimeType: "image/jpeg", buffer: picture });
  await expect(hero.getByRole("img", { name: "Background picture: the chosen picture" })).toBeVisible();
  await hero.getByRole("button", { name: "Save Hero" }).click();
  await expectToast(page, SITE_MSG.heroSaved);

  await page.getByRole("button", { name: "Edit Services" }).click();
  const services = page.getByRole("dialog", { name: "Edit Services" });
  const first = services.getByRole("group", { name: "Service 1" });
  await first.getByLabel("Title", { exact: true }).fill(XSS("service title"));
  await first.getByLabel("Description", { exact: true }).fill(XSS("service description"));
  await services.getByRole("button", { name: "Save Services" }).click();
  await expectToast(page, SITE_MSG.servicesSaved);

  await page.getByRole("button", { name: "Edit Portfolio" }).click();
  const portfolio = page.getByRole("dialog", { name: "Edit Portfolio" });
  await portfolio.getByRole("button", { name: "Add Project" }).click();
  const project = portfolio.getByRole("group", { name: "Project 1" });
  await project.getByLabel("Title", { exact: true }).fill(XSS("project title"));
  await portfolio.getByRole("button", { name: "Save Portfolio" }).click();
  await expectToast(page, VALIDATION_ERROR, SITE_MSG.portfolioFields);
  await project.getByLabel("Description", { exact: true }).fill(XSS("project description"));
  await project.getByLabel("Category", { exact: true }).fill(XSS("category"));
  await project.getByLabel("Project address (optional)", { exact: true }).fill("javascript:alert(1)");
  await portfolio.getByRole("button", { name: "Save Portfolio" }).click();
  await expectToast(page, VALIDATION_ERROR, SITE_MSG.invalidProjectUrl);
  await project.getByLabel("Project address (optional)", { exact: true }).fill("https://example.com/harbor");
  await portfolio.getByRole("button", { name: "Save Portfolio" }).click();
  await expectToast(page, SITE_MSG.portfolioSaved);
  await expectNoSeriousViolations(page, "the website builder");

  // Preview: the draft as it will be published.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.frameLocator('iframe[title="Website preview"]');
  await expect(preview.getByRole("heading", { level: 1 })).toContainText(
    "<img src=x onerror=\"window.__xss='heading'\">heading",
  );
  await page.getByRole("dialog", { name: "Preview" }).getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByRole("dialog", { name: "Publish Website" });
  await publish.getByLabel("Site address", { exact: true }).fill(slug);
  // Spec §8: a failed publish is titled Error, "Failed to publish website" (the server's reason after it).
  let failPublish = true;
  await page.route(/\/api\/websites\/publish$/, (route) =>
    failPublish
      ? ((failPublish = false),
        route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "CONFLICT", message: "Try again." } }),
        }))
      : route.fallback(),
  );
  await publish.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, "Error", `${SITE_MSG.publishError}: Try again.`);
  await publish.getByRole("button", { name: "Publish" }).click();
  await expectToast(page, SITE_MSG.published);
  await expect(page.getByRole("link", { name: new RegExp(`/sites/${slug}`) })).toBeVisible();

  // The published site, signed out: every field's text shown as text, nothing run, no sideways scroll.
  for (const width of [375, 1280]) {
    const visitor = await visitSignedOut(browser, `/sites/${slug}`, width);
    await expect(visitor.page.getByRole("heading", { level: 1 })).toContainText("heading");
    for (const field of [
      "subheading",
      "service title",
      "service description",
      "project title",
      "project description",
      "category",
    ]) {
      await expect(
        visitor.page.getByText(`<img src=x onerror="window.__xss='${field}'">${field}`, { exact: true }).first(),
      ).toBeVisible();
    }
    await expect(visitor.page.getByRole("link", { name: /cta/ })).toHaveAttribute("href", "#contact");
    expect(
      await visitor.page.locator(".hero img").evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expectInert(visitor.page);
    if (width === 375) {
      await visitor.page.getByLabel("Name", { exact: true }).fill(XSS("visitor"));
      await visitor.page.getByLabel("E-mail", { exact: true }).fill("pat@example.com");
      await visitor.page.getByLabel("Message", { exact: true }).fill("Can you quote a cedar deck?");
      await visitor.page.getByRole("button", { name: "Send message" }).click();
      await expect(visitor.page.getByRole("status")).toHaveText(SITE_MSG.contactSent);
      await expectInert(visitor.page);
    }
    await visitor.close();
  }

  // The message is in the app's inbox.
  await page.reload();
  const inbox = page.getByRole("list", { name: "Messages" });
  await expect(inbox.getByText("Can you quote a cedar deck?")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Messages (1 new)" })).toBeVisible();
  await inbox.getByRole("button", { name: /Mark as read/ }).click();
  await expect(page.getByRole("heading", { name: "Messages", exact: true })).toBeVisible();

  // Unpublish: the address answers 404.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Unpublish" }).click();
  await expectToast(page, SITE_MSG.unpublished);
  const gone = await page.request.get(`/sites/${slug}`);
  expect(gone.status()).toBe(404);
});
