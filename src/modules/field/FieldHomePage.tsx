import { Plus } from "lucide-react";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { useErrorToast } from "../../web/lib/use-error-toast.ts";
import { PageHeader, PrimaryActionButton, type PrimaryAction } from "../../web/ui/page-header.tsx";
import { ViewAllButton } from "../../web/ui/view-all-button.tsx";
import { FIELD_MSG } from "./field.constants.ts";
import { WaitingRecords } from "../../web/ui/waiting-records.tsx";
import { FIELD_OUTBOX_KINDS, useFieldSummary } from "./field-api.ts";
import { FieldDialogs, FieldDrawnForms, type FieldDialogState } from "./components/FieldDialogs.tsx";
import { FieldStatCards } from "./components/FieldStatCards.tsx";
import { SiteCards, type SiteActions } from "./components/SiteCards.tsx";

/**
 * /dashboard/field (spec: Field Operations): the four stat cards and the active sites' cards with their latest
 * daily reports, computed from the records; View All Sites, New Site Report, Site Details, a site's View All
 * Reports and the daily report in dialogs.
 */
export function FieldHomePage() {
  useDocumentTitle("Field Operations");
  const canWrite = useCanWrite();
  const summary = useFieldSummary();
  const dialog = useDialogState<FieldDialogState>();
  useErrorToast(summary.data ? summary.error : null, FIELD_MSG.fetchError);

  const add: PrimaryAction | null = canWrite
    ? { label: "New Site Report", icon: <Plus aria-hidden="true" />, onClick: () => dialog.open({ kind: "newSite" }) }
    : null;
  const actions: SiteActions = {
    onEdit: (site) => dialog.open({ kind: "editSite", site }),
    onReport: (site) => dialog.open({ kind: "dailyReport", site }),
    onViewReports: (site) => dialog.open({ kind: "siteReports", site }),
    onViewReport: (report) => dialog.open({ kind: "report", id: report.id, report }),
  };

  return (
    <div className="space-y-8">
      <PageHeader
        title="Field Operations"
        description="Your job sites, their crews and the daily reports from the field."
        actions={
          <>
            <ViewAllButton label="View All Sites" onClick={() => dialog.open({ kind: "allSites" })} />
            {add ? <PrimaryActionButton action={add} /> : null}
          </>
        }
      />

      <WaitingRecords
        kinds={[FIELD_OUTBOX_KINDS.site, FIELD_OUTBOX_KINDS.report]}
        title="Sites and daily reports waiting to be sent"
      />

      <FieldStatCards
        summary={summary.data}
        isPending={summary.isPending}
        error={summary.error}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />

      <section aria-labelledby="field-sites-heading" className="space-y-4">
        <h2 id="field-sites-heading" className="text-lg font-semibold text-ink">
          Active Sites
        </h2>
        <SiteCards
          cards={summary.data?.siteCards}
          isPending={summary.isPending}
          canWrite={canWrite}
          add={add}
          actions={actions}
        />
      </section>

      <FieldDrawnForms sites={summary.data?.siteCards.map((card) => card.site) ?? []} canWrite={canWrite} />
      <FieldDialogs state={dialog.state} canWrite={canWrite} add={add} onOpen={dialog.open} onClose={dialog.close} />
    </div>
  );
}
