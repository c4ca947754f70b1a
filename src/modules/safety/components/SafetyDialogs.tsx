import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import type { Certification, ChecklistItem, Incident } from "../safety.contract.ts";
import { useDeleteCertification, useDeleteChecklistItem } from "../safety-api.ts";
import { CertificationDetailsDialog } from "./CertificationDetailsDialog.tsx";
import { IncidentDetailsDialog } from "./IncidentDetailsDialog.tsx";

// The forms load with their schema when first needed (decision 0007).
const IncidentFormDialog = lazyDialog(() => import("./IncidentFormDialog.tsx"), "IncidentFormDialog", { eager: true });
const CertificationFormDialog = lazyDialog(() => import("./CertificationFormDialog.tsx"), "CertificationFormDialog");
const SafetyReportDialog = lazyDialog(() => import("./SafetyReportDialog.tsx"), "SafetyReportDialog");

/** Which Safety dialog is open, if any (one at a time). */
export type SafetyDialogState =
  | { kind: "report" }
  | { kind: "safetyReport" }
  | { kind: "incident"; id: string; incident?: Incident }
  | { kind: "addCertification" }
  | { kind: "editCertification"; certification: Certification }
  | { kind: "certification"; certification: Certification }
  | { kind: "deleteCertification"; certification: Certification }
  | { kind: "deleteItem"; item: ChecklistItem };

/** The dialogs of the Safety screen (each gives focus back to what opened it). */
export function SafetyDialogs({ state, canWrite, onOpen, onClose }: { state: SafetyDialogState | null; canWrite: boolean; onOpen: (next: SafetyDialogState) => void; onClose: () => void }) {
  if (!state) return null;
  switch (state.kind) {
    case "report":
      return <IncidentFormDialog onClose={onClose} />;
    case "safetyReport":
      return <SafetyReportDialog onClose={onClose} />;
    case "incident":
      return <IncidentDetailsDialog key={state.id} id={state.id} known={state.incident} canWrite={canWrite} onClose={onClose} />;
    case "addCertification":
      return <CertificationFormDialog onClose={onClose} />;
    case "editCertification":
      return <CertificationFormDialog key={state.certification.id} certification={state.certification} onClose={onClose} />;
    case "certification":
      return (
        <CertificationDetailsDialog
          certification={state.certification}
          canWrite={canWrite}
          onEdit={() => onOpen({ kind: "editCertification", certification: state.certification })}
          onClose={onClose}
        />
      );
    case "deleteCertification":
      return <DeleteCertificationDialog key={state.certification.id} certification={state.certification} onClose={onClose} />;
    case "deleteItem":
      return <DeleteItemDialog key={state.item.id} item={state.item} onClose={onClose} />;
  }
}

function DeleteCertificationDialog({ certification, onClose }: { certification: Certification; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Certification"
      name={certification.name}
      consequence="This cannot be undone."
      id={certification.id}
      remove={useDeleteCertification()}
      messages={{ deleted: "Certification deleted successfully", error: "Could not delete the certification" }}
      onClose={onClose}
    />
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
