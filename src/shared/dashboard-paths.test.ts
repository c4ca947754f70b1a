import { describe, expect, it } from "vitest";
import { DASHBOARD_PAGES, isKnownDashboardPath } from "./dashboard-paths.ts";

describe("the dashboard's addresses (spec: an unknown path under /dashboard redirects to /dashboard)", () => {
  it("knows the overview, every module and the pages below the modules that have them", () => {
    for (const path of [
      "/dashboard",
      "/dashboard/",
      "/dashboard/bids",
      "/dashboard/bids/",
      "/dashboard/settings",
      "/dashboard/profile",
      "/dashboard/two-factor-auth",
    ]) {
      expect(isKnownDashboardPath(path), path).toBe(true);
    }
    for (const path of [
      "/dashboard/projects/3f1c",
      "/dashboard/procurement/orders",
      "/dashboard/procurement/orders/9",
      "/dashboard/invoices/new",
      "/dashboard/estimates/7/edit",
    ]) {
      expect(isKnownDashboardPath(path), path).toBe(true);
    }
    for (const module of Object.keys(DASHBOARD_PAGES))
      expect(isKnownDashboardPath(`/dashboard/${module}`), module).toBe(true);
  });

  it("refuses an unknown module, anything below a module that has no such page, and empty segments", () => {
    for (const path of [
      "/dashboard/unknown",
      "/dashboard/bids/x",
      "/dashboard/settings/x",
      "/dashboard/profile/x",
      "/dashboard/two-factor-auth/x",
      "/dashboard/projects/1/edit",
      "/dashboard/procurement/orders/9/x",
      "/dashboard/invoices/7/delete",
      "/dashboard//bids",
      "/dashboard/projects//",
      "/dashboardx",
      "/dashboard/constructor",
      "/dashboard/__proto__",
    ]) {
      expect(isKnownDashboardPath(path), path).toBe(false);
    }
  });
});
