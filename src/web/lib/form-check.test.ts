import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkForm, checkToast, firstError, VALIDATION_ERROR, type FormSpec } from "./form-check.ts";

const schema = z
  .object({
    name: z.string().trim().min(1, "Name is needed."),
    start: z.iso.date("Bad date."),
    end: z.iso.date("Bad date."),
    size: z.number().int(),
  })
  .refine((v) => v.end >= v.start, { path: ["end"], message: "End before start." });
type Key = "name" | "start" | "end" | "size";
const spec: FormSpec<Key, z.output<typeof schema>> = {
  keys: ["name", "start", "end", "size"],
  idPrefix: "thing",
  required: [
    { key: "name", label: "Thing Name" },
    { key: "start", label: "Start Date" },
  ],
  parse: (v) => schema.safeParse({ ...v, size: v.size === "" ? 0 : Number(v.size) }),
  adjust: (errors, v) => {
    if (v.size.trim() !== "" && !/^\d+$/.test(v.size.trim())) errors.size = "Size is a whole number.";
  },
};
const values = (over: Partial<Record<Key, string>> = {}) => ({
  name: "Deck",
  start: "2026-03-01",
  end: "2026-03-02",
  size: "3",
  ...over,
});

describe("checkForm", () => {
  it("names every missing required field first, and says they are missing", async () => {
    const out = await checkForm(spec, values({ name: " ", start: "", end: "nope" }));
    expect(out).toEqual({
      ok: false,
      missing: true,
      errors: { name: "Thing Name is required.", start: "Start Date is required." },
    });
  });

  it("then reports the schema's messages, one per field, and what adjust adds", async () => {
    expect(await checkForm(spec, values({ end: "2026-02-01" }))).toEqual({
      ok: false,
      missing: false,
      errors: { end: "End before start." },
    });
    // adjust rewords the schema's own message for the field.
    expect(await checkForm(spec, values({ size: "1.5" }))).toEqual({
      ok: false,
      missing: false,
      errors: { size: "Size is a whole number." },
    });
  });

  it("refuses when only adjust found something, even though the schema passed", async () => {
    const out = await checkForm({ ...spec, adjust: (errors) => (errors.name = "Taken.") }, values());
    expect(out).toMatchObject({ ok: false, errors: { name: "Taken." } });
  });

  it("answers the parsed request body when everything holds", async () => {
    expect(await checkForm(spec, values({ name: "  Deck  " }))).toEqual({
      ok: true,
      input: { name: "Deck", start: "2026-03-01", end: "2026-03-02", size: 3 },
    });
  });

  it("firstError follows screen order, not the order messages were found", () => {
    expect(firstError({ size: "b", name: "a" }, spec.keys)).toBe("a");
    expect(firstError({}, spec.keys)).toBeUndefined();
  });
});

describe("checkToast (dashboard spec §8: form messages of §5 are toasts titled Validation Error)", () => {
  it("titles the required-fields message Validation Error, unless the spec gives that message its own title", async () => {
    const blank = await checkForm(spec, values({ name: "" }));
    expect(VALIDATION_ERROR).toBe("Validation Error");
    expect(checkToast(blank, spec.keys, { missing: "Please fill in all required fields" })).toEqual({
      title: "Validation Error",
      message: "Please fill in all required fields",
    });
    // Projects (§5): "Missing Fields: Project Name, Start Date, and End Date are required."
    const titled = { title: "Missing Fields", message: "Project Name, Start Date, and End Date are required." };
    expect(checkToast(blank, spec.keys, { missing: titled })).toEqual(titled);
    // A form that names no message for them says the first field's.
    expect(checkToast(blank, spec.keys)).toEqual({ title: "Validation Error", message: "Thing Name is required." });
  });

  it("toasts every other failed check too, with its first message in screen order (Save Template with no name…)", async () => {
    const invalid = await checkForm(spec, values({ end: "2026-02-01" }));
    expect(checkToast(invalid, spec.keys, { missing: "Please fill in all required fields" })).toEqual({
      title: "Validation Error",
      message: "End before start.",
    });
    expect(checkToast(await checkForm(spec, values()), spec.keys)).toBeNull();
  });
});
