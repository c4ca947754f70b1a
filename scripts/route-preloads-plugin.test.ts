import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DASHBOARD_MODULES } from "../src/app/web/routing/dashboard-modules.ts";
import type { BuiltChunk } from "./bundle-graph.ts";
import { eagerDialogs, registryRoutes, routePreloads, sitePageRoutes } from "./route-preloads-plugin.ts";

const web = path.resolve(import.meta.dirname, "../src/web");
const app = path.resolve(import.meta.dirname, "../src/app/web");
const registryFile = path.join(app, "routing/dashboard-modules.ts");

describe("registryRoutes", () => {
  const routes = registryRoutes(
    fs.readFileSync(registryFile, "utf8"),
    path.dirname(registryFile),
    path.resolve(web, "../modules/overview/OverviewPage.tsx"),
  );

  it("finds every built module of the registry with the page and first requests it imports", () => {
    const built = DASHBOARD_MODULES.filter((m) => m.load || m.path === "").map((m) => m.path);
    expect(routes.map((r) => r.path)).toEqual(built);
    for (const route of routes) {
      const module = DASHBOARD_MODULES.find((m) => m.path === route.path);
      // The page (the overview: the shell's OverviewPage) and its first requests.
      expect(route.sources.length).toBe(1 + (module?.firstRequests ? 1 : 0));
      for (const source of route.sources) expect(fs.existsSync(source), source).toBe(true);
    }
    expect(routes.find((r) => r.path === "safety")?.sources).toEqual([
      path.resolve(web, "../modules/safety/SafetyPage.tsx"),
      path.resolve(web, "../modules/safety/safety.routes.ts"),
    ]);
  });
});

describe("sitePageRoutes", () => {
  it("finds the home page and every site page of the router without a parameter, with its source", () => {
    const routes = sitePageRoutes(fs.readFileSync(path.join(app, "router.tsx"), "utf8"), app);
    expect(routes.map((r) => r.path)).toEqual([
      "",
      "about",
      "contact",
      "features",
      "subscription",
      "signin",
      "signup",
      "forgot-password",
      "update-password",
    ]);
    expect(routes.find((r) => r.path === "signin")?.sources).toEqual([path.join(web, "account/SignInPage.tsx")]);
    for (const route of routes) for (const source of route.sources) expect(fs.existsSync(source), source).toBe(true);
  });
});

describe("routePreloads", () => {
  const chunk = (fileName: string, facadeModuleId: string | null, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
    type: "chunk",
    fileName,
    facadeModuleId,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    ...more,
  });
  const bundle = {
    a: chunk("assets/index.js", "/w/main.tsx", { isEntry: true, imports: ["assets/runtime.js"] }),
    b: chunk("assets/runtime.js", null),
    c: chunk("assets/DashboardLayout.js", "/w/shell/DashboardLayout.tsx", {
      imports: ["assets/dashboard.js", "assets/runtime.js"],
    }),
    d: chunk("assets/dashboard.js", null),
    e: chunk("assets/SafetyPage.js", "/m/safety/SafetyPage.tsx", {
      imports: ["assets/dashboard.js"],
      dynamicImports: ["assets/Dialog.js"],
    }),
    f: chunk("assets/Dialog.js", "/m/safety/Dialog.tsx"),
    g: chunk("assets/first-requests.js", "/m/safety/safety.routes.ts"),
  };

  it("names the layout, the page and its first requests with what they import, less what the page already loads and what loads on demand", () => {
    const preloads = routePreloads(
      bundle,
      [{ path: "safety", sources: ["/m/safety/SafetyPage.tsx", "/m/safety/safety.routes.ts"] }],
      ["/w/shell/DashboardLayout.tsx"],
    );
    expect(preloads).toEqual({
      safety: ["assets/DashboardLayout.js", "assets/SafetyPage.js", "assets/dashboard.js", "assets/first-requests.js"],
    });
  });
});

describe("eagerDialogs", () => {
  it("finds the forms the site screens load with their page, and none elsewhere", () => {
    const modules = path.join(web, "../modules");
    expect(eagerDialogs(path.join(modules, "field")).map((f) => path.basename(f))).toEqual([
      "DailyReportFormDialog.tsx",
    ]);
    expect(eagerDialogs(path.join(modules, "safety")).map((f) => path.basename(f))).toEqual(["IncidentFormDialog.tsx"]);
    expect(eagerDialogs(path.join(modules, "contracts"))).toEqual([]);
  });
});
