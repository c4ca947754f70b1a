import { useId } from "react";
import { Lock } from "lucide-react";
import type { SessionResponse } from "../../../shared/contracts/account.ts";
import {
  planIncludes,
  planNamesText,
  planRequiredMessage,
  plansWith,
  type FeatureName,
} from "../../../shared/plan-features.ts";
import { canManage } from "../../../shared/roles.ts";
import type { DashboardModule } from "../routing/dashboard-modules.ts";
import { PATHS } from "../../../web/paths.ts";
import { formatMoney } from "../../../web/lib/format.ts";
import { useDocumentTitle } from "../../../web/lib/use-document-title.ts";
import { Badge } from "../../../web/ui/badge.tsx";
import { ButtonLink } from "../../../web/ui/button.tsx";
import { Card, CardContent } from "../../../web/ui/card.tsx";
import { paths } from "../../../web/paths.ts";

/** Where an admin changes plan: the subscription panel of Account Settings. */

type Organization = NonNullable<SessionResponse["organization"]>;

/**
 * Shown instead of a module (built or not) when the organization's plan does not include its feature, or its
 * trial or subscription has ended: what the module is, which plans include it, and what to do: an admin
 * switches plan in Account Settings, anyone else asks their admin. The server refuses the module's API
 * with the same sentence (403 PLAN_REQUIRED).
 */
export function UpgradeCard({
  module,
  feature,
  organization,
}: {
  module: DashboardModule;
  feature: FeatureName;
  organization: Organization;
}) {
  useDocumentTitle(module.label);
  const headingId = useId();
  const plans = plansWith(feature);
  const lapsed = organization.plan !== null && planIncludes(organization.plan, feature);
  const isAdmin = canManage(organization.role);
  const askAdmin = lapsed
    ? "Ask your admin to choose a plan in Account Settings."
    : `Ask your admin to switch your organization to ${plans.length === 1 ? `the ${planNamesText(plans)} plan` : "one of these plans"}.`;

  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{module.label}</h1>
      <Card role="region" aria-labelledby={headingId}>
        <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-50 text-brand">
            <Lock aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 space-y-4">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {lapsed ? `Choose a plan to keep using ${module.label}` : `Upgrade to use ${module.label}`}
            </h2>
            <p className="text-slate-700">{module.summary}</p>
            <p className="font-medium text-ink">
              {planRequiredMessage(module.label, feature, organization.plan, organization.subscriptionStatus)}
            </p>
            <ul aria-label={`Plans with ${module.label}`} className="flex flex-wrap gap-2">
              {plans.map((p) => (
                <li key={p.id} className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm">
                  <span className="font-semibold text-ink">{p.name}</span>
                  <span className="tabular text-muted">
                    {formatMoney(p.price)}/{p.period}
                  </span>
                  {p.id === organization.plan ? <Badge tone="brand">Your plan</Badge> : null}
                </li>
              ))}
            </ul>
            {isAdmin ? null : <p className="text-slate-700">{askAdmin}</p>}
            <div className="flex flex-col gap-3 sm:flex-row">
              {isAdmin ? (
                <ButtonLink to={paths.profile.subscription}>
                  {lapsed ? "Choose a Plan in Account Settings" : "Switch Plan in Account Settings"}
                </ButtonLink>
              ) : null}
              <ButtonLink to={PATHS.pricing} variant="outline">
                Compare Plans
              </ButtonLink>
            </div>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
