import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DASHBOARD_MODULES } from "./dashboard-modules.ts";
import { isFeatureName } from "../../../shared/plan-features.ts";
import { DASHBOARD_PAGES } from "../../../shared/dashboard-paths.ts";

/**
 * The gate is declared twice by nature: the server plugin refuses (requireFeature), the registry shows the
 * upgrade card. This keeps the two from drifting: every module plugin declares a known feature, and a
 * module with a screen declares the same feature and name on both sides.
 */
const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../modules");
const DECLARATION = /requireFeature\(app, "([a-z_]+)", "([^"]+)"\);/;

const plugins = fs
  .readdirSync(MODULES_DIR)
  .map((name) => ({ name, file: path.join(MODULES_DIR, name, `${name}.server.ts`) }))
  .filter(({ file }) => fs.existsSync(file))
  .map(({ name, file }) => ({ name, source: fs.readFileSync(file, "utf8") }));

describe("plan feature declarations", () => {
  it("has every module's plugin declare a known feature", () => {
    expect(plugins.length).toBeGreaterThanOrEqual(6);
    for (const { name, source } of plugins) {
      const found = DECLARATION.exec(source);
      expect(found, `${name}.server.ts declares no requireFeature(app, "<feature>", "<name>")`).not.toBeNull();
      expect(isFeatureName(found?.[1] ?? ""), `${name}: ${found?.[1]}`).toBe(true);
    }
  });

  it("gives a module's screen and its server the same feature and name", () => {
    for (const { name, source } of plugins) {
      const screen = DASHBOARD_MODULES.find((m) => m.path === name);
      if (!screen) continue;
      expect(DECLARATION.exec(source)?.slice(1, 3), name).toEqual([screen.feature, screen.label]);
    }
  });

  it("gives every dashboard module a feature, except the account pages", () => {
    const ungated = DASHBOARD_MODULES.filter((m) => m.feature === null).map((m) => m.path);
    expect(ungated).toEqual(["settings", "profile", "two-factor-auth"]);
  });
});

describe("the dashboard's addresses", () => {
  it("lists the pages of exactly the registry's modules (shared/dashboard-paths.ts, which the server redirects from)", () => {
    expect(Object.keys(DASHBOARD_PAGES).sort()).toEqual(DASHBOARD_MODULES.map((m) => m.path).sort());
  });
});
