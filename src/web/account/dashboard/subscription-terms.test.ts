import { describe, expect, it } from "vitest";
import type { SubscriptionResponse } from "../../../shared/contracts/subscription.ts";
import { ApiError } from "../../lib/api.ts";
import {
  canCancel,
  cardText,
  formatInvoiceAmount,
  goesToCheckout,
  invoiceStatus,
  planButton,
  subscriptionErrorMessage,
  switchNeedsConfirm,
} from "./subscription-terms.ts";

type Sub = Pick<SubscriptionResponse, "planName" | "status" | "standing" | "billing">;

const free = { readOnly: false, reason: null, warning: null, writesStopAt: null } as const;
const billing = (over: Partial<Sub["billing"]> = {}): Sub["billing"] => ({
  provider: true,
  paid: false,
  card: null,
  nextBillingDate: null,
  scheduledChange: null,
  invoices: [],
  ...over,
});
const sub = (over: Partial<Sub> = {}): Sub => ({
  planName: "basic",
  status: "trialing",
  standing: { ...free, warning: "trial", writesStopAt: "2026-12-28T00:00:00.000Z" },
  billing: billing(),
  ...over,
});
const ended: Sub["standing"] = { readOnly: true, reason: "canceled", warning: null, writesStopAt: null };

describe("the plan chooser's buttons", () => {
  it("offers Subscribe for the trial's own plan without payment details, and Switch for the others", () => {
    const s = sub();
    expect(planButton(s, "basic")).toBe("subscribe");
    expect(planButton(s, "professional")).toBe("switch");
    expect(goesToCheckout(s)).toBe(true);
  });

  it("offers nothing for the plan in force once the provider bills it, or without a provider", () => {
    expect(planButton(sub({ billing: billing({ paid: true }) }), "basic")).toBeNull();
    expect(planButton(sub({ status: "active", standing: free, billing: billing({ paid: true }) }), "basic")).toBeNull();
    expect(planButton(sub({ billing: billing({ provider: false }) }), "basic")).toBeNull();
    expect(planButton(sub({ billing: billing({ provider: false }) }), "enterprise")).toBe("switch");
  });

  it("offers Subscribe again for a subscription that has ended", () => {
    const s = sub({ status: "canceled", standing: ended, billing: billing({ paid: true }) });
    expect(planButton(s, "basic")).toBe("subscribe");
    expect(goesToCheckout(s)).toBe(true);
    expect(switchNeedsConfirm(s, "professional")).toBe(false);
  });

  it("marks the plan a switch waits for as Scheduled", () => {
    const s = sub({
      status: "active",
      standing: free,
      billing: billing({ paid: true, scheduledChange: { plan: "professional", at: "2026-12-28T00:00:00.000Z" } }),
    });
    expect(planButton(s, "professional")).toBe("scheduled");
    expect(planButton(s, "enterprise")).toBe("switch");
  });
});

describe("when a switch asks first", () => {
  it("asks on a paid subscription, which keeps its plan until the next billing cycle", () => {
    const paid = billing({ paid: true });
    expect(switchNeedsConfirm(sub({ status: "active", standing: free, billing: paid }), "professional")).toBe(true);
    expect(switchNeedsConfirm(sub({ status: "past_due", standing: free, billing: paid }), "professional")).toBe(true);
    expect(switchNeedsConfirm(sub({ status: "active", standing: free, billing: paid }), "basic")).toBe(false);
  });

  it("does not ask during a paid trial (at once), before payment details (Checkout) or without a provider", () => {
    expect(switchNeedsConfirm(sub({ billing: billing({ paid: true }) }), "professional")).toBe(false);
    expect(switchNeedsConfirm(sub(), "professional")).toBe(false);
    expect(switchNeedsConfirm(sub({ status: "active", billing: billing({ provider: false }) }), "professional")).toBe(
      false,
    );
  });
});

describe("cancelling", () => {
  it("is offered except on a trial without payment details (it ends by itself) and once canceled", () => {
    expect(canCancel(sub())).toBe(false);
    expect(canCancel(sub({ billing: billing({ paid: true }) }))).toBe(true);
    expect(canCancel(sub({ status: "active", standing: free, billing: billing({ provider: false }) }))).toBe(true);
    expect(canCancel(sub({ status: "canceled", billing: billing({ paid: true }) }))).toBe(false);
  });
});

describe("the billing words", () => {
  it("names the card by brand and last four digits", () => {
    expect(cardText({ brand: "visa", last4: "4242" })).toBe("Visa ending in 4242");
    expect(cardText({ brand: "american_express", last4: "0005" })).toBe("American Express ending in 0005");
    expect(cardText(null)).toBe("No card on file");
  });

  it("shows an invoice's amount from cents in its currency", () => {
    expect(formatInvoiceAmount(4999, "usd")).toBe(
      new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" }).format(49.99),
    );
    expect(formatInvoiceAmount(500, "jpy")).toBe(
      new Intl.NumberFormat(undefined, { style: "currency", currency: "JPY" }).format(500),
    );
    expect(formatInvoiceAmount(1234, "not-a-currency")).toBe("12.34 NOT-A-CURRENCY");
  });

  it("labels the provider's invoice statuses", () => {
    expect(invoiceStatus("paid")).toEqual({ label: "Paid", tone: "success" });
    expect(invoiceStatus("open")).toEqual({ label: "Open", tone: "warning" });
    expect(invoiceStatus("uncollectible")).toEqual({ label: "Uncollectible", tone: "danger" });
    expect(invoiceStatus("something_new")).toEqual({ label: "Something New", tone: "neutral" });
  });
});

describe("an action's error toast", () => {
  it("says the server's words for a refusal (402 read-only, 409) and the provider's silence", () => {
    expect(subscriptionErrorMessage(new ApiError(402, "READ_ONLY", "Your free trial has ended."))).toBe(
      "Your free trial has ended.",
    );
    expect(subscriptionErrorMessage(new ApiError(409, "CONFLICT", "Paid plans are set by the operator."))).toBe(
      "Paid plans are set by the operator.",
    );
    expect(subscriptionErrorMessage(new ApiError(502, "PAYMENT_PROVIDER", "The provider did not answer."))).toBe(
      "The provider did not answer.",
    );
  });

  it("says the spec's words for anything else", () => {
    const failed = "Failed to process subscription. Please try again.";
    expect(subscriptionErrorMessage(new ApiError(500, "INTERNAL", "boom"))).toBe(failed);
    expect(subscriptionErrorMessage(new Error("network"))).toBe(failed);
  });
});
