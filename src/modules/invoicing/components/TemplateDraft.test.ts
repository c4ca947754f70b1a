import { describe, expect, it } from "vitest";
import type { Template } from "../invoicing.contract.ts";
import { defaultSections } from "../template-sections.ts";
import {
  builtInFirst,
  columnErrors,
  COLUMN_LABEL_REQUIRED,
  draftOf,
  flagOf,
  withColumn,
  withColumnMoved,
  withFlag,
} from "./TemplateDraft.ts";

const ids = (s: ReturnType<typeof defaultSections>) => s.itemsTable.map((c) => c.id);
const template = (over: Partial<Template>): Template => ({
  id: "t1",
  name: "Roofing",
  kind: "invoice",
  sections: defaultSections(),
  isDefault: false,
  builtIn: false,
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("the Template Builder's form", () => {
  it("turns one flag of a group on or off and leaves the rest", () => {
    const s = withFlag(defaultSections(), "footer", "notes", false);
    expect(s.footer).toEqual({ terms: true, notes: false, signature: true });
    expect(flagOf(s, "footer", "notes")).toBe(false);
    expect(flagOf(s, "summary", "tax")).toBe(true);
    expect(defaultSections().footer.notes).toBe(true);
  });

  it("moves a column one place, not past either end", () => {
    const s = defaultSections();
    expect(ids(withColumnMoved(s, 5, -1))).toEqual(["item", "quantity", "unit", "price", "total", "tax"]);
    expect(ids(withColumnMoved(s, 0, 1))).toEqual(["quantity", "item", "unit", "price", "tax", "total"]);
    expect(withColumnMoved(s, 0, -1)).toBe(s);
    expect(withColumnMoved(s, 5, 1)).toBe(s);
  });

  it("hides and renames columns, but never hides the description", () => {
    let s = withColumn(defaultSections(), "tax", { enabled: false });
    s = withColumn(s, "item", { enabled: false, label: "Description" });
    expect(s.itemsTable.find((c) => c.id === "tax")?.enabled).toBe(false);
    expect(s.itemsTable.find((c) => c.id === "item")).toEqual({ id: "item", label: "Description", enabled: true });
  });

  it("asks for a heading on every column", () => {
    const s = withColumn(defaultSections(), "price", { label: "  " });
    expect(columnErrors(s)).toEqual({ price: COLUMN_LABEL_REQUIRED });
    expect(columnErrors(defaultSections())).toEqual({});
  });

  it("loads a saved template, showing the description column even if it was stored hidden", () => {
    const sections = defaultSections();
    sections.itemsTable = sections.itemsTable.map((c) => ({ ...c, enabled: false }));
    const draft = draftOf(template({ sections, isDefault: true }));
    expect(draft).toMatchObject({ name: "Roofing", kind: "invoice", isDefault: true });
    expect(draft.sections.itemsTable.filter((c) => c.enabled).map((c) => c.id)).toEqual(["item"]);
    expect(sections.itemsTable[0]?.enabled).toBe(false);
  });

  it("lists the built-in templates first", () => {
    const list = [template({ id: "a" }), template({ id: "built-in-estimate", builtIn: true }), template({ id: "b" })];
    expect(builtInFirst(list).map((t) => t.id)).toEqual(["built-in-estimate", "a", "b"]);
  });
});
