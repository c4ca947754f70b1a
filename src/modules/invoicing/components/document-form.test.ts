import { describe, expect, it } from "vitest";
import { INVOICING_MSG } from "../invoicing.constants.ts";
import { checkForm } from "../../../web/lib/form-check.ts";
import {
  depositCentsTyped,
  documentForm,
  encodeLines,
  newDocumentValues,
  newLine,
  requestOf,
} from "./document-form.ts";

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

describe("paying online, as the editor sends it", () => {
  const estimateValues = (over: Record<string, string>) => ({
    ...newDocumentValues("estimate", "2026-11-28", "EST-2026-0001").values,
    clientName: "Acme Homes",
    lines: encodeLines([filled]),
    ...over,
  });
  const estimateForm = documentForm(
    "estimate",
    () => null,
    () => false,
  );

  it("sends an estimate's deposit as its kind and value, none without a value", async () => {
    const values = estimateValues({ depositKind: "percent", depositValue: "25 %" });
    expect(requestOf("estimate", values, null, false)).toMatchObject({ depositKind: "percent", depositValue: "25" });
    const checked = await checkForm(estimateForm, values);
    expect(checked.ok && checked.input.deposit).toEqual({ depositPercent: 25, depositCents: null });
    // 10 × $65.00 = $650.00: a quarter of it.
    expect(depositCentsTyped(values, 65_000)).toBe(16_250);
    const none = estimateValues({ depositKind: "none", depositValue: "25" });
    expect(requestOf("estimate", none, null, false)).toMatchObject({ depositKind: "none", depositValue: null });
  });

  it("says what is wrong with a deposit chosen but empty, or above the total as typed", async () => {
    const empty = await checkForm(estimateForm, estimateValues({ depositKind: "percent" }));
    expect(empty.ok ? null : empty.errors.depositValue).toBe(INVOICING_MSG.depositPercentInvalid);
    const above = await checkForm(estimateForm, estimateValues({ depositKind: "amount", depositValue: "650.01" }));
    expect(above.ok ? null : above.errors.depositValue).toBe(INVOICING_MSG.depositAboveTotal);
    const whole = await checkForm(estimateForm, estimateValues({ depositKind: "amount", depositValue: "650" }));
    expect(whole.ok && whole.input.deposit).toEqual({ depositPercent: null, depositCents: 65_000 });
  });

  it("sends whether an invoice's client may pay part of it", () => {
    const { values } = newDocumentValues("invoice", "2026-11-28", "INV-2026-0001");
    expect(requestOf("invoice", values, null, false).allowPartialPayments).toBe(false);
    expect(requestOf("invoice", { ...values, allowPartialPayments: "true" }, null, false).allowPartialPayments).toBe(
      true,
    );
  });
});
