import { Plus } from "lucide-react";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { certificationActions, CertificationsPanel } from "../certifications/certifications.public.tsx";
import { GenerateReportButton } from "../../web/ui/generate-report-button.tsx";
import { PageSection } from "../../web/ui/page-section.tsx";
import { ViewAllButton } from "../../web/ui/view-all-button.tsx";
import { PageHeader, PrimaryActionButton, type PrimaryAction } from "../../web/ui/page-header.tsx";
import { WaitingRecords } from "../../web/ui/waiting-records.tsx";
import { QUALITY_MSG } from "./quality.constants.ts";
import { QUALITY_OUTBOX_KINDS, qualityCertifications, useQualitySummary } from "./quality-api.ts";
import { QualityDialogs, QualityDrawnForm, type QualityDialogState } from "./components/QualityDialogs.tsx";
import { QualityMetricsPanel } from "./components/QualityMetricsPanel.tsx";
import { QualityStatCards } from "./components/QualityStatCards.tsx";
import { RecentInspections } from "./components/RecentInspections.tsx";
import { wholeList } from "../../web/ui/whole-list.ts";

/** The certification list's words on this screen. */
const CERTIFICATION_TEXTS = { label: "Certification Status", fetchError: QUALITY_MSG.fetchError };

/**
 * /dashboard/quality (spec: Quality Control): the four stat cards, Recent Inspections, Quality Metrics and
 * Common Defects (computed), Certification Status; New Inspection, View All Inspections, the inspection's details
 * where its results are recorded, certification details and Generate Quality Report in dialogs.
 */
export function QualityHomePage() {
  useDocumentTitle("Quality Control");
  const canWrite = useCanWrite();
  const summary = useQualitySummary();
  const dialog = useDialogState<QualityDialogState>();

  const create: PrimaryAction | null = canWrite
    ? {
        label: "New Inspection",
        icon: <Plus aria-hidden="true" />,
        onClick: () => dialog.open({ kind: "newInspection" }),
      }
    : null;
  const addCertification: PrimaryAction | null = canWrite
    ? {
        label: "Add Certification",
        icon: <Plus aria-hidden="true" />,
        onClick: () => dialog.open({ kind: "addCertification" }),
      }
    : null;

  return (
    <div className="space-y-8">
      <PageHeader
        title="Quality Control"
        description="Inspections and their results, defects, pass rates and your quality certifications."
        actions={
          canWrite && create ? (
            <>
              <GenerateReportButton
                label="Generate Quality Report"
                onClick={() => dialog.open({ kind: "qualityReport" })}
              />
              <PrimaryActionButton action={create} />
            </>
          ) : null
        }
      />

      <WaitingRecords
        kinds={[QUALITY_OUTBOX_KINDS.inspection, QUALITY_OUTBOX_KINDS.results]}
        title="Inspections and results waiting to be sent"
      />

      <QualityStatCards
        summary={summary.data}
        isPending={summary.isPending}
        error={summary.error}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />

      <PageSection
        id="quality-recent-heading"
        title="Recent Inspections"
        action={<ViewAllButton label="View All Inspections" onClick={() => dialog.open({ kind: "allInspections" })} />}
      >
        <RecentInspections
          query={wholeList(summary)}
          inspections={summary.data?.recentInspections ?? []}
          create={create}
          onView={(inspection) => dialog.open({ kind: "inspection", id: inspection.id, inspection })}
        />
      </PageSection>

      <PageSection id="quality-figures-heading" title="Quality Metrics and Common Defects">
        <QualityMetricsPanel summary={summary.data} />
      </PageSection>

      <PageSection
        id="quality-certifications-heading"
        title="Certification Status"
        action={addCertification ? <PrimaryActionButton action={addCertification} /> : null}
      >
        <CertificationsPanel
          api={qualityCertifications}
          texts={CERTIFICATION_TEXTS}
          canWrite={canWrite}
          add={addCertification}
          actions={certificationActions(dialog.open)}
        />
      </PageSection>

      <QualityDrawnForm create={create} />
      <QualityDialogs
        state={dialog.state}
        canWrite={canWrite}
        create={create}
        onOpen={dialog.open}
        onClose={dialog.close}
      />
    </div>
  );
}
