import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isDrawnSitePage, readIslandsEntry, withSitePage } from "./site-pages.ts";

const INDEX =
  '<html><head><title>BuildOps: Construction Management Platform</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/initial-def.js"><link rel="stylesheet" crossorigin href="/assets/index-x.css"></head>' +
  '<body><div id="root"></div></body></html>';

describe("public site pages without React (decision 0041)", () => {
  it("draws the five site pages only, with or without a query", () => {
    for (const url of ["/", "/about", "/contact", "/features", "/subscription", "/subscription?x=1"]) expect(isDrawnSitePage(url)).toBe(true);
    for (const url of ["/signin", "/signup", "/dashboard", "/about/x", "/view/t"]) expect(isDrawnSitePage(url)).toBe(false);
  });

  it("puts the drawing and its title in the page, and the islands in place of the app's entry and preloads", () => {
    const html = withSitePage(INDEX, { html: "<main>Hi</main>", title: "About <us> | BuildOps" }, "assets/islands-1.js");
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

  it("reads the islands' entry from the build, refusing anything but an asset", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-"));
    try {
      expect(readIslandsEntry(dir)).toBeNull();
      fs.writeFileSync(path.join(dir, "site-islands.json"), JSON.stringify({ entry: "assets/islands-1.js", chunks: [] }));
      expect(readIslandsEntry(dir)).toBe("assets/islands-1.js");
      fs.writeFileSync(path.join(dir, "site-islands.json"), JSON.stringify({ entry: "../secret.js", chunks: [] }));
      expect(readIslandsEntry(dir)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
