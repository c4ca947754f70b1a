import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { CertificationDialogs, type CertificationDialogState } from "../../certifications/certifications.public.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import { DrawnDialog } from "../../../web/ui/drawn-dialog.tsx";
import type { PrimaryAction } from "../../../web/ui/page-header.tsx";
import type { ChecklistItem, Incident } from "../safety.contract.ts";
import { safetyCertifications, useDeleteChecklistItem } from "../safety-api.ts";
import { AllIncidentsDialog } from "./AllIncidentsDialog.tsx";
import { IncidentDetailsDialog } from "./IncidentDetailsDialog.tsx";

// The forms load with their schema when first needed (decision 0007).
const IncidentFormDialog = lazyDialog(() => import("./IncidentFormDialog.tsx"), "IncidentFormDialog", { eager: true });
const SafetyReportDialog = lazyDialog(() => import("./SafetyReportDialog.tsx"), "SafetyReportDialog");

/** Which Safety dialog is open, if any (one at a time). */
export type SafetyDialogState =
  | { kind: "report" }
  | { kind: "safetyReport" }
  | { kind: "allIncidents" }
  | { kind: "incident"; id: string; incident?: Incident }
  | CertificationDialogState
  | { kind: "deleteItem"; item: ChecklistItem };

/** The dialogs of the Safety screen (each gives focus back to what opened it). */
export function SafetyDialogs({
  state,
  canWrite,
  report,
  onOpen,
  onClose,
}: {
  state: SafetyDialogState | null;
  canWrite: boolean;
  report: PrimaryAction | null;
  onOpen: (next: SafetyDialogState) => void;
  onClose: () => void;
}) {
  if (!state) return null;
  switch (state.kind) {
    case "report":
      return <IncidentFormDialog onClose={onClose} />;
    case "safetyReport":
      return <SafetyReportDialog onClose={onClose} />;
    case "allIncidents":
      return (
        <AllIncidentsDialog
          report={report}
          onView={(incident) => onOpen({ kind: "incident", id: incident.id, incident })}
          onClose={onClose}
        />
      );
    case "incident":
      return (
        <IncidentDetailsDialog
          key={state.id}
          id={state.id}
          known={state.incident}
          canWrite={canWrite}
          onClose={onClose}
        />
      );
    case "addCertification":
    case "editCertification":
    case "certification":
    case "deleteCertification":
      return (
        <CertificationDialogs
          api={safetyCertifications}
          state={state}
          canWrite={canWrite}
          onOpen={onOpen}
          onClose={onClose}
        />
      );
    case "deleteItem":
      return <DeleteItemDialog key={state.item.id} item={state.item} onClose={onClose} />;
  }
}

/** Report Incident drawn into the page for a writer, to take typing before the app has come (decision 0045). */
export function SafetyDrawnForm({ report }: { report: PrimaryAction | null }) {
  if (!report) return null;
  return (
    <DrawnDialog opener={report.label}>
      <IncidentFormDialog.Drawn onClose={() => undefined} />
    </DrawnDialog>
  );
}

function DeleteItemDialog({ item, onClose }: { item: ChecklistItem; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Checklist Item"
      name={item.item}
      consequence="The Compliance Rate is counted without it. This cannot be undone."
      id={item.id}
      remove={useDeleteChecklistItem()}
      messages={{ deleted: "Checklist item deleted", error: "Could not delete the checklist item" }}
      onClose={onClose}
    />
  );
}
