import { ArrowLeft } from "lucide-react";
import { useLocation } from "react-router";
import { PATHS } from "../../../web/paths.ts";
import { ButtonLink } from "../../../web/ui/button.tsx";
import { Card, CardContent } from "../../../web/ui/card.tsx";
import { MODULE_ICONS } from "./module-icons.ts";
import { moduleForPath } from "../routing/dashboard-modules.ts";
import { useDocumentTitle } from "../../../web/lib/use-document-title.ts";

/** A module route whose screens are not built yet: says so plainly instead of showing made-up content. */
export function ModulePendingPage() {
  const { pathname } = useLocation();
  const module = moduleForPath(pathname);
  const label = module?.label ?? "This module";
  const Icon = module ? MODULE_ICONS[module.path] : undefined;
  useDocumentTitle(label);

  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{label}</h1>
      <Card>
        <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row">
          {Icon ? (
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-50 text-brand">
              <Icon aria-hidden="true" className="size-6" />
            </span>
          ) : null}
          <div className="space-y-4">
            <p className="text-base text-slate-700">
              The {module ? `${label} module` : "module at this address"} is not available yet. It is being built and
              will appear here in a later release; nothing on this page is simulated.
            </p>
            <ButtonLink to={PATHS.dashboard} variant="outline">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </ButtonLink>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
