import { Plus, TriangleAlert } from "lucide-react";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { certificationActions, CertificationsPanel } from "../certifications/certifications.public.tsx";
import { GenerateReportButton } from "../../web/ui/generate-report-button.tsx";
import { PageSection } from "../../web/ui/page-section.tsx";
import { ViewAllButton } from "../../web/ui/view-all-button.tsx";
import { PageHeader, PrimaryActionButton, type PrimaryAction } from "../../web/ui/page-header.tsx";
import { WaitingRecords } from "../../web/ui/waiting-records.tsx";
import { SAFETY_MSG } from "./safety.constants.ts";
import { INCIDENT_OUTBOX_KIND, safetyCertifications, useSafetySummary } from "./safety-api.ts";
import { ComplianceChecklist } from "./components/ComplianceChecklist.tsx";
import { RecentIncidents } from "./components/RecentIncidents.tsx";
import { SafetyDialogs, SafetyDrawnForm, type SafetyDialogState } from "./components/SafetyDialogs.tsx";
import { SafetyStatCards } from "./components/SafetyStatCards.tsx";
import { wholeList } from "../../web/ui/whole-list.ts";

/** The certification list's words on this screen. */
const CERTIFICATION_TEXTS = { label: "Safety Certifications", fetchError: SAFETY_MSG.fetchError };

/**
 * /dashboard/safety (spec: Safety and Compliance): Report Incident, the four stat cards, Recent Safety Records,
 * the Compliance Checklist and Safety Certifications; View All Incidents and the incident's details in dialogs.
 */
export function SafetyHomePage() {
  useDocumentTitle("Safety");
  const canWrite = useCanWrite();
  const summary = useSafetySummary();
  const dialog = useDialogState<SafetyDialogState>();

  const report: PrimaryAction | null = canWrite
    ? {
        label: "Report Incident",
        icon: <TriangleAlert aria-hidden="true" />,
        onClick: () => dialog.open({ kind: "report" }),
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
        title="Safety and Compliance"
        description="Incidents reported on site, your compliance checklist and safety certifications."
        actions={
          canWrite && report ? (
            <>
              <GenerateReportButton
                label="Generate Safety Report"
                onClick={() => dialog.open({ kind: "safetyReport" })}
              />
              <PrimaryActionButton action={report} />
            </>
          ) : null
        }
      />

      <WaitingRecords kinds={[INCIDENT_OUTBOX_KIND]} title="Incidents waiting to be sent" />

      <SafetyStatCards
        summary={summary.data}
        isPending={summary.isPending}
        error={summary.error}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />

      <PageSection
        id="safety-records-heading"
        title="Recent Safety Records"
        action={<ViewAllButton label="View All Incidents" onClick={() => dialog.open({ kind: "allIncidents" })} />}
      >
        <RecentIncidents
          query={wholeList(summary)}
          incidents={summary.data?.recentIncidents ?? []}
          report={report}
          onView={(incident) => dialog.open({ kind: "incident", id: incident.id, incident })}
        />
      </PageSection>

      <div className="grid gap-8 xl:grid-cols-2">
        <PageSection id="safety-checklist-heading" title="Compliance Checklist">
          <ComplianceChecklist canWrite={canWrite} onDelete={(item) => dialog.open({ kind: "deleteItem", item })} />
        </PageSection>

        <PageSection
          id="safety-certifications-heading"
          title="Safety Certifications"
          action={addCertification ? <PrimaryActionButton action={addCertification} /> : null}
        >
          <CertificationsPanel
            api={safetyCertifications}
            texts={CERTIFICATION_TEXTS}
            canWrite={canWrite}
            add={addCertification}
            actions={certificationActions(dialog.open)}
          />
        </PageSection>
      </div>

      <SafetyDrawnForm report={report} />
      <SafetyDialogs
        state={dialog.state}
        canWrite={canWrite}
        report={report}
        onOpen={dialog.open}
        onClose={dialog.close}
      />
    </div>
  );
}
