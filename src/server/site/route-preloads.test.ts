import { describe, expect, it } from "vitest";
import { withRoutePreloads } from "./route-preloads.ts";

const html = "<html><head><title>x</title></head><body></body></html>";
const preloads = {
  "/dashboard": ["assets/DashboardLayout-a.js", "assets/OverviewPage-b.js"],
  "/dashboard/safety": ["assets/DashboardLayout-a.js", "assets/SafetyPage-c.js"],
  "/dashboard/bad": ['assets/x.js"><script>'],
  "/": ["assets/SiteLayout-d.js", "assets/HomePage-e.js"],
  "/signin": ["assets/SiteLayout-d.js", "assets/SignInPage-f.js"],
};

describe("withRoutePreloads", () => {
  it("names a dashboard route's files before </head>", () => {
    expect(withRoutePreloads(html, preloads, "/dashboard/safety/anything")).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/DashboardLayout-a.js"><link rel="modulepreload" crossorigin href="/assets/SafetyPage-c.js"></head><body></body></html>',
    );
    expect(withRoutePreloads(html, preloads, "/dashboard")).toContain('href="/assets/OverviewPage-b.js"');
  });

  it("names a public page's files by its address", () => {
    expect(withRoutePreloads(html, preloads, "/signin")).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/SignInPage-f.js"></head>',
    );
    expect(withRoutePreloads(html, preloads, "/")).toContain('href="/assets/HomePage-e.js"');
  });

  it("leaves other pages, unknown routes and anything that is not a built file name alone", () => {
    for (const p of ["/pricing", "/dashboard/unknown", "/dashboard/bad", "/toString", "/signin-x"])
      expect(withRoutePreloads(html, preloads, p)).toBe(html);
  });
});
