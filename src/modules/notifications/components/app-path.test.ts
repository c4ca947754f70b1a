import { describe, expect, it } from "vitest";
import { isAppPath } from "./app-path.ts";

describe("isAppPath", () => {
  it("follows the app's own paths, with a hash or a query", () => {
    expect(isAppPath("/dashboard/profile#team")).toBe(true);
    expect(isAppPath("/dashboard/job-finance/projects/p1/change-orders/c1?x=1")).toBe(true);
  });

  it("does not follow an empty link, another site, or what a browser reads as another host", () => {
    for (const link of [
      "",
      "https://example.com/",
      "javascript:alert(1)",
      "dashboard",
      "//evil.example",
      "/\\evil.example",
    ])
      expect(isAppPath(link)).toBe(false);
  });
});
