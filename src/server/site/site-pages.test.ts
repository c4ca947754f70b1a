import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppServing, signedInUser, type TestApp, type TestUser } from "../testing/test-app.ts";
import {
  isDrawnAccountPage,
  isDrawnSitePage,
  readIslandsEntry,
  withTakenOverPage,
  withSitePage,
} from "./site-pages.ts";

const INDEX =
  '<html><head><title>BuildOps: Construction Management Platform</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/initial-def.js"><link rel="stylesheet" crossorigin href="/assets/index-x.css"></head>' +
  '<body><div id="root"></div></body></html>';

describe("public site pages without React (decision 0041)", () => {
  it("draws the five site pages only, with or without a query", () => {
    for (const url of ["/", "/about", "/contact", "/features", "/subscription", "/subscription?x=1"])
      expect(isDrawnSitePage(url)).toBe(true);
    for (const url of ["/signin", "/signup", "/dashboard", "/about/x", "/view/t"])
      expect(isDrawnSitePage(url)).toBe(false);
  });

  it("puts the drawing and its title in the page, and the islands in place of the app's entry and preloads", () => {
    const html = withSitePage(
      INDEX,
      { html: "<main>Hi</main>", title: "About <us> | BuildOps" },
      "assets/islands-1.js",
    );
    expect(html).toContain('<div id="root" data-site-page><main>Hi</main></div>');
    expect(html).toContain("<title>About &lt;us&gt; | BuildOps</title>");
    expect(html).toContain('<script type="module" crossorigin src="/assets/islands-1.js"></script>');
    expect(html).not.toContain("index-abc.js");
    expect(html).not.toContain("modulepreload");
    expect(html).toContain("index-x.css");
  });

  it("leaves the app's page as it is without a drawing or islands", () => {
    expect(withSitePage(INDEX, null, "assets/islands-1.js")).toBe(INDEX);
    expect(withSitePage(INDEX, { html: "x", title: null }, null)).toBe(INDEX);
  });

  it("draws the signed-out account pages, and keeps the app for them, its code asked for at first use or, with a query, after the first paint (decision 0043)", () => {
    for (const url of [
      "/signin",
      "/signin?next=%2Fdashboard",
      "/signup",
      "/forgot-password",
      "/update-password?token=t",
    ])
      expect(isDrawnAccountPage(url)).toBe(true);
    for (const url of ["/", "/contact", "/dashboard", "/invitations/t", "/signin/x"])
      expect(isDrawnAccountPage(url)).toBe(false);
    const body = '<form><input id="signin-email"><button type="submit">Sign In</button></form>';
    const html = withTakenOverPage(
      INDEX,
      { html: body, title: "Sign In | BuildOps" },
      "/signin?next=%2Fdashboard%2Fhr",
    );
    expect(html).toContain(`<div id="root" data-drawn-for="/signin?next=%2Fdashboard%2Fhr">${body}</div>`);
    expect(html).toContain("<title>Sign In | BuildOps</title>");
    // With a query (where to go next, a notice, a token) the app runs after the first paint; without, at first use.
    expect(html).toContain(
      '<script defer src="/after-paint.js" data-entry="/assets/index-abc.js" data-preload="/assets/initial-def.js"></script>',
    );
    expect(withTakenOverPage(INDEX, { html: body, title: null }, "/signin")).toContain(
      'data-preload="/assets/initial-def.js" data-start="first-use"></script>',
    );
    expect(html).not.toContain('<script type="module"');
    // It reads nothing while drawn: no first data in the page.
    expect(html).not.toContain("page-queries");
    expect(withTakenOverPage(INDEX, null, "/signin")).toBe(INDEX);
  });

  it("reads the islands' entry from the build, refusing anything but an asset", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-"));
    try {
      expect(readIslandsEntry(dir)).toBeNull();
      fs.writeFileSync(
        path.join(dir, "site-islands.json"),
        JSON.stringify({ entry: "assets/islands-1.js", chunks: [] }),
      );
      expect(readIslandsEntry(dir)).toBe("assets/islands-1.js");
      fs.writeFileSync(path.join(dir, "site-islands.json"), JSON.stringify({ entry: "../secret.js", chunks: [] }));
      expect(readIslandsEntry(dir)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A stand-in for the built renderer's site drawing: the address and whether a session was given. */
const SITE_STAND_IN = `
export async function renderSitePage(url, session) {
  return { html: "<main>" + url + ":" + (session ? "in" : "out") + "</main>", title: "Drawn | BuildOps" };
}`;

describe("pages served drawn without a session's data (decisions 0041 and 0043)", () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestAppServing({
      "index.html": INDEX,
      "site-islands.json": JSON.stringify({ entry: "assets/islands-1.js", chunks: [] }),
      ".ssr/render-page.js": SITE_STAND_IN,
    });
    user = await signedInUser(t, { companyName: "Drawn Co" });
  });
  afterAll(async () => {
    await t.close();
  });
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("sends a signed-out account page drawn, with the app's code asked for by after-paint.js", async () => {
    for (const url of ["/signin", "/signup", "/forgot-password", "/update-password?token=abc"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<div id="root" data-drawn-for="${url}"><main>${url}:out</main></div>`);
      expect(res.body, url).toContain('<script defer src="/after-paint.js" data-entry="/assets/index-abc.js"');
      expect(res.body, url).not.toContain("islands-1.js");
    }
  });

  it("sends a signed-in caller's account page undrawn (the app sends them on), and a public page with its islands", async () => {
    const signin = await page("/signin", user.cookie);
    expect(signin.body).toContain('<div id="root"></div>');
    expect(signin.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    const home = await page("/", user.cookie);
    expect(home.body).toContain('<div id="root" data-site-page><main>/:in</main></div>');
    expect(home.body).toContain('src="/assets/islands-1.js"');
  });
});
