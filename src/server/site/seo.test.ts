import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app.ts";
import { PUBLIC_PAGES } from "../../shared/public-pages.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("crawler files", () => {
  it("serves robots.txt as text: the site allowed, the dashboard and the API not, the sitemap named", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /dashboard",
        "Disallow: /api/",
        `Sitemap: ${TEST_APP_URL}/sitemap.xml`,
      ]),
    );
    expect(res.body).not.toContain("<html");
  });

  it("serves sitemap.xml as XML listing every public page on APP_URL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map((page) => new URL(page, TEST_APP_URL).href));
    expect(locs.some((loc) => loc?.includes("/dashboard"))).toBe(false);
  });

  it("uses the configured APP_URL", async () => {
    const other = await createTestApp({ APP_URL: "https://app.example.com" });
    try {
      const sitemap = await other.app.inject({ method: "GET", url: "/sitemap.xml" });
      expect(sitemap.body).toContain("<loc>https://app.example.com/about</loc>");
      const robots = await other.app.inject({ method: "GET", url: "/robots.txt" });
      expect(robots.body).toContain("Sitemap: https://app.example.com/sitemap.xml");
    } finally {
      await other.close();
    }
  });

  it("answers HEAD too, and other files under the root are still not found", async () => {
    expect((await t.app.inject({ method: "HEAD", url: "/robots.txt" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/robots.txt" })).statusCode).toBe(404);
  });
});
