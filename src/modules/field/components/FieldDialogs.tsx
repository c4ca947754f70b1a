import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import { DrawnDialog } from "../../../web/ui/drawn-dialog.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import type { DailyReport, Site } from "../field.contract.ts";
import { FIELD_MSG } from "../field.constants.ts";
import { useDeleteDailyReport, useDeleteSite } from "../field-api.ts";
import { AllSitesDialog } from "./AllSitesDialog.tsx";
import { ReportDetailsDialog } from "./ReportDetailsDialog.tsx";
import type { SiteButtonActions } from "./SiteButtons.tsx";
import { SiteReportsDialog } from "./SiteReportsDialog.tsx";

// The forms load with their schema when first needed (decision 0007).
const SiteFormDialog = lazyDialog(() => import("./SiteFormDialog.tsx"), "SiteFormDialog");
const DailyReportFormDialog = lazyDialog(() => import("./DailyReportFormDialog.tsx"), "DailyReportFormDialog", {
  eager: true,
});

/**
 * The daily report of each site on the screen, drawn into the page for a writer, to take typing before the app has
 * come (decision 0045); each opens from its site's Daily Report button.
 */
export function FieldDrawnForms({ sites, canWrite }: { sites: readonly Site[]; canWrite: boolean }) {
  if (!canWrite) return null;
  return sites.map((site) => (
    <DrawnDialog key={site.id} opener={`Daily Report for ${site.name}`}>
      <DailyReportFormDialog.Drawn site={site} onClose={() => undefined} />
    </DrawnDialog>
  ));
}

/** Which Field dialog is open, if any (one at a time). */
export type FieldDialogState =
  | { kind: "newSite" }
  | { kind: "allSites" }
  | { kind: "editSite"; site: Site }
  | { kind: "deleteSite"; site: Site }
  | { kind: "dailyReport"; site: Site }
  | { kind: "siteReports"; site: Site }
  | { kind: "report"; id: string; report?: DailyReport }
  | { kind: "deleteReport"; report: DailyReport };

/** The dialogs of the Field Operations screen (each gives focus back to what opened it). */
export function FieldDialogs({
  state,
  canWrite,
  add,
  onOpen,
  onClose,
}: {
  state: FieldDialogState | null;
  canWrite: boolean;
  add: PrimaryAction | null;
  onOpen: (next: FieldDialogState) => void;
  onClose: () => void;
}) {
  if (!state) return null;
  const siteActions: SiteButtonActions = {
    onEdit: (site) => onOpen({ kind: "editSite", site }),
    onReport: (site) => onOpen({ kind: "dailyReport", site }),
    onViewReports: (site) => onOpen({ kind: "siteReports", site }),
  };
  switch (state.kind) {
    case "newSite":
      return <SiteFormDialog onClose={onClose} />;
    case "allSites":
      return <AllSitesDialog canWrite={canWrite} add={add} actions={siteActions} onClose={onClose} />;
    case "editSite":
      return (
        <SiteFormDialog
          key={state.site.id}
          site={state.site}
          onDelete={() => onOpen({ kind: "deleteSite", site: state.site })}
          onClose={onClose}
        />
      );
    case "deleteSite":
      return <DeleteSiteDialog key={state.site.id} site={state.site} onClose={onClose} />;
    case "dailyReport":
      return <DailyReportFormDialog key={state.site.id} site={state.site} onClose={onClose} />;
    case "siteReports":
      return (
        <SiteReportsDialog
          key={state.site.id}
          site={state.site}
          canWrite={canWrite}
          onView={(report) => onOpen({ kind: "report", id: report.id, report })}
          onReport={siteActions.onReport}
          onClose={onClose}
        />
      );
    case "report":
      return (
        <ReportDetailsDialog
          key={state.id}
          id={state.id}
          known={state.report}
          canWrite={canWrite}
          onDelete={(report) => onOpen({ kind: "deleteReport", report })}
          onClose={onClose}
        />
      );
    case "deleteReport":
      return <DeleteReportDialog key={state.report.id} report={state.report} onClose={onClose} />;
  }
}

function DeleteSiteDialog({ site, onClose }: { site: Site; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Site"
      name={site.name}
      consequence="Its daily reports and their photos are deleted with it. This cannot be undone."
      id={site.id}
      remove={useDeleteSite()}
      messages={{ deleted: FIELD_MSG.siteDeleted, error: "Could not delete the site" }}
      onClose={onClose}
    />
  );
}

function DeleteReportDialog({ report, onClose }: { report: DailyReport; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Report"
      name={`the report of ${report.date}`}
      consequence="Its photos are deleted with it. This cannot be undone."
      id={report.id}
      remove={useDeleteDailyReport()}
      messages={{ deleted: FIELD_MSG.reportDeleted, error: "Could not delete the daily report" }}
      onClose={onClose}
    />
  );
}
