import { FolderKanban } from "lucide-react";
import { useSession } from "../../web/lib/session.tsx";
import { Badge } from "../../web/ui/badge.tsx";
import { ButtonLink } from "../../web/ui/button.tsx";
import { paths } from "../../web/paths.ts";
import { firstName } from "../../web/lib/person.ts";
import { subscriptionBadge } from "../../web/lib/subscription.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useOverview } from "./overview-api.ts";
import { OverviewStats, OverviewStatsSkeleton } from "./OverviewStats.tsx";
import { RecentProjects, UpcomingDeadlines, OverviewListsSkeleton } from "./OverviewLists.tsx";
import { LoadError } from "../../web/ui/load-error.tsx";

/** /dashboard: the spec's four cards and two lists, computed by the server from the organization's data. */
export function OverviewPage() {
  useDocumentTitle("Dashboard");
  const { session } = useSession();
  const overview = useOverview();
  const canWrite = useCanWrite();
  if (!session) return null;
  const { user, organization } = session;
  const badge = organization ? subscriptionBadge(organization.plan, organization.subscriptionStatus) : null;

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
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
        </div>
        <ButtonLink to={paths.projects.list} variant="outline" className="self-start sm:self-auto">
          <FolderKanban aria-hidden="true" />
          Go to Projects
        </ButtonLink>
      </header>

      {overview.isPending ? (
        <>
          <OverviewStatsSkeleton />
          <OverviewListsSkeleton />
        </>
      ) : overview.isError ? (
        <LoadError
          title="Could not load the dashboard"
          message={overview.error.message}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <>
          <OverviewStats data={overview.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentProjects projects={overview.data.recentProjects} canWrite={canWrite} />
            <UpcomingDeadlines deadlines={overview.data.upcomingDeadlines} />
          </div>
        </>
      )}
    </div>
  );
}
