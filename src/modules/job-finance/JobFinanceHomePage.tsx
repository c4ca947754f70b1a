import { FolderKanban, ListTree } from "lucide-react";
import { Link } from "react-router";
import { formatCents } from "../../web/lib/format.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { paths } from "../../web/paths.ts";
import { buttonVariants } from "../../web/ui/button.tsx";
import { Card } from "../../web/ui/card.tsx";
import { PageHeader } from "../../web/ui/page-header.tsx";
import { PageSection } from "../../web/ui/page-section.tsx";
import { useProjectOptions } from "../projects/projects.public.tsx";
import { href } from "../../shared/route.ts";
import { DownloadLink } from "../../web/ui/download-link.tsx";
import { jobFinanceEndpoints } from "./job-finance.routes.ts";
import { Loaded } from "./components/Loaded.tsx";
import { WipTable } from "./components/WipTable.tsx";
import { useWipReport } from "./job-finance-api.ts";

/** /dashboard/job-finance: the projects to open, and the work-in-progress report of those with a schedule of values. */
export function JobFinanceHomePage() {
  useDocumentTitle("Job Finance");
  const wip = useWipReport();
  return (
    <div className="space-y-8">
      <PageHeader
        title="Job Finance"
        description="Budgets and job costing by cost code, change orders, schedules of values and pay applications, project by project."
        actions={
          <Link to={paths.jobFinance.costCodes} className={buttonVariants({ variant: "outline" })}>
            <ListTree aria-hidden="true" />
            Cost Codes
          </Link>
        }
      />
      <ProjectLinks />
      <PageSection
        id="wip-title"
        title="Work in Progress"
        action={
          wip.data && wip.data.rows.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              <DownloadLink href={href(jobFinanceEndpoints.wipFiles.pdf, {})} label="Download the WIP report as PDF">
                PDF
              </DownloadLink>
              <DownloadLink href={href(jobFinanceEndpoints.wipFiles.xlsx, {})} label="Download the WIP report as Excel">
                Excel
              </DownloadLink>
            </div>
          ) : null
        }
      >
        <Loaded query={wip} what="the work-in-progress report" errorTitle="The WIP report could not be loaded">
          {(report) =>
            report.rows.length === 0 ? (
              <p className="text-base text-slate-700">
                No project has a schedule of values yet. Open a project, then set its schedule of values to bill it with
                pay applications.
              </p>
            ) : (
              <>
                <p className="text-sm text-slate-700">
                  Percent complete is cost to date ÷ estimated cost; earned revenue is the contract × percent complete.
                  Billed to date above earned revenue is over-billed ({formatCents(report.totals.overBilledCents)} in
                  all), below it under-billed ({formatCents(report.totals.underBilledCents)}).
                </p>
                <WipTable report={report} />
              </>
            )
          }
        </Loaded>
      </PageSection>
    </div>
  );
}

function ProjectLinks() {
  const projects = useProjectOptions();
  return (
    <PageSection id="job-projects-title" title="Projects">
      <Loaded query={projects} what="projects" errorTitle="Projects could not be loaded">
        {(list) =>
          list.length === 0 ? (
            <p className="text-base text-slate-700">
              No projects yet. <Link to={paths.projects.create}>Create a project</Link> to keep its budget and billing.
            </p>
          ) : (
            <ul aria-label="Projects" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((p) => (
                <li key={p.id}>
                  <Card className="p-0">
                    <Link
                      to={paths.jobFinance.project(p.id)}
                      className="flex min-h-11 items-center gap-2 px-4 py-3 font-medium text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      <FolderKanban aria-hidden="true" className="size-4 shrink-0 text-muted" />
                      <span className="break-words">{p.name}</span>
                    </Link>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </PageSection>
  );
}
