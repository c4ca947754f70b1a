import { describe, expect, it } from "vitest";
import type { BuiltChunk } from "./bundle-graph.ts";
import { precacheList } from "./service-worker-plugin.ts";

const chunk = (fileName: string, facadeModuleId: string | null, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  type: "chunk",
  fileName,
  facadeModuleId,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  ...more,
});

describe("precacheList", () => {
  const bundle = {
    "assets/index.js": chunk("assets/index.js", "/r/src/app/web/main.tsx", {
      isEntry: true,
      imports: ["assets/react.js"],
      dynamicImports: ["assets/DashboardLayout.js", "assets/HomePage.js", "assets/sonner.js"],
      viteMetadata: { importedCss: new Set(["assets/index.css"]) },
    }),
    "assets/react.js": chunk("assets/react.js", null),
    "assets/sonner.js": chunk("assets/sonner.js", "/r/node_modules/sonner/dist/index.mjs"),
    "assets/HomePage.js": chunk("assets/HomePage.js", "/r/src/web/site/HomePage.tsx", { imports: ["assets/site.js"] }),
    "assets/site.js": chunk("assets/site.js", null),
    "assets/DashboardLayout.js": chunk("assets/DashboardLayout.js", "/r/src/app/web/shell/DashboardLayout.tsx", {
      imports: ["assets/dashboard.js"],
      dynamicImports: ["assets/SettingsPage.js"],
    }),
    "assets/dashboard.js": chunk("assets/dashboard.js", null),
    "assets/SettingsPage.js": chunk("assets/SettingsPage.js", "/r/src/web/account/SettingsPage.tsx"),
    "assets/SafetyPage.js": chunk("assets/SafetyPage.js", "/r/src/modules/safety/SafetyPage.tsx", {
      imports: ["assets/dashboard.js"],
      dynamicImports: ["assets/IncidentFormDialog.js"],
    }),
    "assets/IncidentFormDialog.js": chunk(
      "assets/IncidentFormDialog.js",
      "/r/src/modules/safety/components/IncidentFormDialog.tsx",
      { imports: ["assets/forms.js"] },
    ),
    "assets/forms.js": chunk("assets/forms.js", null),
    "assets/FinancePage.js": chunk("assets/FinancePage.js", "/r/src/modules/finance/FinancePage.tsx", {
      dynamicImports: ["assets/pdf.js"],
    }),
    "assets/pdf.js": chunk("assets/pdf.js", null),
    "assets/logo.png": { type: "asset" as const, fileName: "assets/logo.png" },
  };

  it("keeps the entry, the dashboard shell, the toaster and the site screens with their dialogs, and nothing else", () => {
    const list = precacheList(bundle);
    expect(list).toEqual(
      expect.arrayContaining([
        "/assets/index.js",
        "/assets/index.css",
        "/assets/react.js",
        "/assets/DashboardLayout.js",
        "/assets/dashboard.js",
        "/assets/SafetyPage.js",
        "/assets/IncidentFormDialog.js",
        "/assets/forms.js",
        "/assets/sonner.js",
        "/manifest.webmanifest",
        "/icon-192.png",
      ]),
    );
    // Pages only loaded on demand by the entry or the shell, and other modules, are kept as they are used.
    for (const left of [
      "/assets/HomePage.js",
      "/assets/site.js",
      "/assets/SettingsPage.js",
      "/assets/FinancePage.js",
      "/assets/pdf.js",
      "/assets/logo.png",
    ])
      expect(list).not.toContain(left);
    expect(new Set(list).size).toBe(list.length);
  });
});
