import { ArrowRight, FolderKanban } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../lib/session.tsx";
import { Badge } from "../ui/badge.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../ui/card.tsx";
import { MODULE_ICONS } from "./module-icons.ts";
import { moduleHref, SIDEBAR_MODULES } from "../routing/dashboard-modules.ts";
import { firstName } from "./person.ts";
import { subscriptionBadge } from "./subscription.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";

const MODULE_LINKS = SIDEBAR_MODULES.filter((m) => m.path !== "");

/**
 * /dashboard. The figures (active projects, revenue, team, tasks, deadlines) come with a later issue that computes
 * them from the organization's data; until then this page shows no numbers rather than invented ones.
 */
export function OverviewPage() {
  useDocumentTitle("Dashboard");
  const { session } = useSession();
  if (!session) return null;
  const { user, organization } = session;
  const badge = organization ? subscriptionBadge(organization.plan, organization.subscriptionStatus) : null;

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Dashboard</h1>
        <p className="text-base text-slate-700">Welcome, {firstName(user)}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {organization ? (
            <>
              <span className="font-medium text-ink">{organization.name}</span>
              {badge ? (
                <Badge tone={badge.tone}>
                  <span className="sr-only">Subscription: </span>
                  {badge.text}
                </Badge>
              ) : null}
            </>
          ) : (
            <span>You are not part of an organization yet.</span>
          )}
        </div>
      </header>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight text-ink">Your workspace is ready</h2>
          <CardDescription className="max-w-3xl text-base">
            Once your team starts using the modules, this overview will show your active projects, total revenue, team
            members, pending tasks and upcoming deadlines, computed from your organization's data. Nothing is shown here
            until there is real data to show.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <ButtonLink to={moduleHref({ path: "projects" })}>
            <FolderKanban aria-hidden="true" />
            Go to Projects
          </ButtonLink>
          <section aria-labelledby="overview-modules-heading" className="space-y-3">
            <h3 id="overview-modules-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">
              Modules
            </h3>
            <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
              {MODULE_LINKS.map((m) => {
                const Icon = MODULE_ICONS[m.path];
                return (
                  <li key={m.path}>
                    <Link
                      to={moduleHref(m)}
                      className="group flex min-h-11 items-center gap-3 rounded-md border border-border px-3 py-2 text-sm font-medium text-ink transition-colors hover:border-brand-accent hover:bg-blue-50"
                    >
                      {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" /> : null}
                      <span className="flex-1 truncate">{m.label}</span>
                      <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted group-hover:text-brand" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        </CardContent>
      </Card>
    </div>
  );
}
