import { describe, expect, it } from "vitest";
import { textRows } from "./text-rows.ts";

describe("text rows (a form's list value as JSON text)", () => {
  const rows = textRows("person", ["name", "role"]);
  it("makes blank rows with keys of their own", () => {
    const a = rows.blank();
    const b = rows.blank();
    expect(a).toMatchObject({ name: "", role: "" });
    expect(a.key).not.toBe(b.key);
  });
  it("reads back what it wrote, and nothing from what is not rows", () => {
    const written = rows.write([{ key: "person-x", name: "Ana", role: "Foreman" }]);
    expect(rows.read(written)).toEqual([{ key: "person-x", name: "Ana", role: "Foreman" }]);
    expect(rows.read("")).toEqual([]);
    expect(rows.read("not json")).toEqual([]);
    expect(rows.read('{"a":1}')).toEqual([]);
    const [odd] = rows.read('[{"name":3,"extra":"x"}]');
    expect(odd).toMatchObject({ name: "", role: "" });
    expect(odd?.key).toMatch(/^person-/);
    expect(odd && "extra" in odd).toBe(false);
  });
});
