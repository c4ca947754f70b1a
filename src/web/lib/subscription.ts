import { getPlan, isPlanId } from "../../shared/plans.ts";
import type { SubscriptionStatus } from "../../shared/contracts/subscription.ts";

type BadgeTone = "neutral" | "brand" | "success" | "warning" | "danger";

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  trialing: { label: "Trial", tone: "brand" },
  active: { label: "Active", tone: "success" },
  past_due: { label: "Past Due", tone: "warning" },
  unpaid: { label: "Unpaid", tone: "warning" },
  incomplete: { label: "Incomplete", tone: "warning" },
  canceled: { label: "Canceled", tone: "danger" },
  cancelled: { label: "Canceled", tone: "danger" },
  expired: { label: "Expired", tone: "danger" },
};

/** The subscription panel's word for each status (its badge's tone: `subscriptionBadge`). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: "Free Trial",
  active: "Active",
  past_due: "Past Due",
  canceled: "Canceled",
};

function titleCase(value: string): string {
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(" ");
}

/** The organization's subscription as one badge: "Professional · Trial". */
export function subscriptionBadge(plan: string | null, status: string | null): { text: string; tone: BadgeTone } {
  if (!plan) return { text: "No subscription", tone: "neutral" };
  const planName = isPlanId(plan) ? getPlan(plan).name : titleCase(plan);
  if (!status) return { text: planName, tone: "neutral" };
  const known = STATUS[status.toLowerCase()];
  return { text: `${planName} · ${known?.label ?? titleCase(status)}`, tone: known?.tone ?? "neutral" };
}
