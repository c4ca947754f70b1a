import { describe, expect, it } from "vitest";
import { withRoutePreloads } from "./route-preloads.ts";

const html = "<html><head><title>x</title></head><body></body></html>";
const preloads = { "": ["assets/DashboardLayout-a.js", "assets/OverviewPage-b.js"], safety: ["assets/DashboardLayout-a.js", "assets/SafetyPage-c.js"], bad: ['assets/x.js"><script>'] };

describe("withRoutePreloads", () => {
  it("names a dashboard route's files before </head>", () => {
    expect(withRoutePreloads(html, preloads, "/dashboard/safety/anything")).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/DashboardLayout-a.js"><link rel="modulepreload" crossorigin href="/assets/SafetyPage-c.js"></head><body></body></html>',
    );
    expect(withRoutePreloads(html, preloads, "/dashboard")).toContain('href="/assets/OverviewPage-b.js"');
  });

  it("leaves other pages, unknown routes and anything that is not a built file name alone", () => {
    for (const p of ["/", "/pricing", "/dashboard/unknown", "/dashboard/bad"]) expect(withRoutePreloads(html, preloads, p)).toBe(html);
  });
});
