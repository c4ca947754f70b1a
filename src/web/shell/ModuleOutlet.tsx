import { Outlet, useLocation } from "react-router";
import type { SessionResponse } from "../../shared/contracts/account.ts";
import { moduleForPath } from "../routing/dashboard-modules.ts";
import { UpgradeCard } from "./UpgradeCard.tsx";

/**
 * The current module's screen, or its upgrade card when the organization may not use the module's feature
 * (decided from the session's features: no request, and the module's code is not even loaded).
 */
export function ModuleOutlet({ organization }: { organization: SessionResponse["organization"] }) {
  const { pathname } = useLocation();
  const module = moduleForPath(pathname);
  if (module?.feature && organization && !organization.features.includes(module.feature)) {
    return <UpgradeCard module={module} feature={module.feature} organization={organization} />;
  }
  return <Outlet />;
}
