import { Outlet, useLocation } from "react-router";
import type { SessionResponse } from "../../../shared/contracts/account.ts";
import { isKnownDashboardPath } from "../../../shared/dashboard-paths.ts";
import { moduleForPath } from "../routing/dashboard-modules.ts";
import { DashboardIndexRedirect } from "../routing/redirects.tsx";
import { UpgradeCard } from "./UpgradeCard.tsx";

/**
 * The current module's screen, or its upgrade card when the organization may not use the module's feature
 * (decided from the session's features: no request, and the module's code is not even loaded). An address the
 * dashboard does not have (/dashboard/bids/x, /dashboard/settings/x) goes to /dashboard (spec: route table), from
 * the table the server answers its redirect from (shared/dashboard-paths.ts).
 */
export function ModuleOutlet({ organization }: { organization: SessionResponse["organization"] }) {
  const { pathname } = useLocation();
  if (!isKnownDashboardPath(pathname)) return <DashboardIndexRedirect />;
  const module = moduleForPath(pathname);
  if (module?.feature && organization && !organization.features.includes(module.feature)) {
    return <UpgradeCard module={module} feature={module.feature} organization={organization} />;
  }
  return <Outlet />;
}
