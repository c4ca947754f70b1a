import { ClipboardPlus, FileText } from "lucide-react";
import { EmptyList, ListSkeleton, ListView } from "../../../web/ui/list-states.tsx";
import { ListDialog } from "../../../web/ui/list-dialog.tsx";
import type { DailyReport, Site } from "../field.contract.ts";
import { FIELD_MSG } from "../field.constants.ts";
import { useSiteReports } from "../field-api.ts";
import { ReportRows } from "./ReportRows.tsx";

/**
 * View All Reports of a site: every daily report, newest date first, a page at a time (Load more); each opens the
 * report, where its issues are ticked resolved. Writers file the first one from the empty list.
 */
export function SiteReportsDialog({
  site,
  canWrite,
  onView,
  onReport,
  onClose,
}: {
  site: Site;
  canWrite: boolean;
  onView: (report: DailyReport) => void;
  onReport: (site: Site) => void;
  onClose: () => void;
}) {
  const query = useSiteReports(site.id);
  const reports = query.data?.pages.flatMap((p) => p.reports) ?? [];
  const file = canWrite
    ? { label: "Daily Report", icon: <ClipboardPlus aria-hidden="true" />, onClick: () => onReport(site) }
    : null;
  return (
    <ListDialog title="All Reports" description={`Every daily report of ${site.name}, newest first.`} onClose={onClose}>
      <ListView
        query={query}
        count={reports.length}
        errorTitle={FIELD_MSG.fetchError}
        skeleton={<ListSkeleton label="Loading daily reports" count={3} />}
        empty={
          <EmptyList
            icon={<FileText />}
            title={FIELD_MSG.noReports}
            action={file}
            readOnlyText="The site's daily reports are listed here."
          >
            File the site's first daily report: the weather, the crew, the work done and any issues.
          </EmptyList>
        }
      >
        <ReportRows label={`Reports of ${site.name}`} reports={reports} onView={onView} />
      </ListView>
    </ListDialog>
  );
}
