import { describe, expect, it } from "vitest";
import { INVOICING_MSG } from "../invoicing.constants.ts";
import { documentForm, encodeLines, newDocumentValues, newLine } from "./document-form.ts";

const filled = newLine({ description: "Framing labor", quantity: "10", unitPrice: "65" });

async function check(lines: ReturnType<typeof newLine>[]) {
  const { values } = newDocumentValues("estimate", "2026-11-28", "EST-2026-0001");
  const form = documentForm(
    "estimate",
    () => null,
    () => false,
  );
  return form.parse({ ...values, clientName: "Acme Homes", lines: encodeLines(lines) });
}

describe("the items as the editor checks them", () => {
  it("keeps a row with no description and no price, so the spec's message says what is wrong instead of dropping it", async () => {
    const result = await check([filled, newLine()]);
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toContain(INVOICING_MSG.itemsInvalid.message);
  });

  it("accepts the filled rows", async () => {
    const result = await check([filled]);
    expect(result.success).toBe(true);
  });
});
