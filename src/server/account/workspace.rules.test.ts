import { describe, expect, it } from "vitest";
import { organizationNameFor, slugify } from "./workspace.rules.ts";

describe("organizationNameFor", () => {
  it("names the organization after the company", () => {
    expect(organizationNameFor("Acme Builders", "Jane Doe", "jane@example.com")).toBe("Acme Builders");
  });

  it("trims the company name", () => {
    expect(organizationNameFor("  Acme Builders  ", "Jane Doe", "jane@example.com")).toBe("Acme Builders");
  });

  it("falls back to the person's name when there is no company", () => {
    expect(organizationNameFor(undefined, "Jane Doe", "jane@example.com")).toBe("Jane Doe");
    expect(organizationNameFor(null, " Jane Doe ", "jane@example.com")).toBe("Jane Doe");
    expect(organizationNameFor("", "Jane Doe", "jane@example.com")).toBe("Jane Doe");
    expect(organizationNameFor("   ", "Jane Doe", "jane@example.com")).toBe("Jane Doe");
  });

  it("falls back to the e-mail address when there is neither", () => {
    expect(organizationNameFor(null, "  ", "jane@example.com")).toBe("jane@example.com");
  });
});

describe("slugify", () => {
  it("lowercases and joins words with dashes", () => {
    expect(slugify("Acme Builders")).toBe("acme-builders");
    expect(slugify("Smith & Sons, LLC")).toBe("smith-sons-llc");
  });

  it("drops accents", () => {
    expect(slugify("Café Construcción")).toBe("cafe-construccion");
  });

  it("trims dashes at both ends", () => {
    expect(slugify("--Hello World!--")).toBe("hello-world");
  });

  it("keeps at most 40 characters", () => {
    const slug = slugify("a".repeat(100));
    expect(slug).toHaveLength(40);
  });

  it("answers 'org' when nothing usable is left", () => {
    expect(slugify("")).toBe("org");
    expect(slugify("!!!")).toBe("org");
    expect(slugify("北京建筑")).toBe("org");
  });

  it("only ever contains lowercase letters, digits and inner dashes", () => {
    for (const name of ["Ünïcødé Ltd.", "../../etc/passwd", "' or 1=1 --", "x\u0000y", "Tab\tName"]) {
      expect(slugify(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
