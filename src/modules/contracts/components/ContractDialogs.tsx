import { DeleteDialog } from "../../../web/ui/delete-dialog.tsx";
import type { Contract, ContractReport } from "../contracts.contract.ts";
import { CONTRACT_MSG } from "../contracts.constants.ts";
import { useDeleteContract } from "../contracts-api.ts";
import { ContractDetailsDialog } from "./ContractDetailsDialog.tsx";
import { ReportDialog } from "./ReportDialog.tsx";
import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";

// The form loads with its schema when it is first needed (decision 0007).
const ContractFormDialog = lazyDialog(() => import("./ContractFormDialog.tsx"), "ContractFormDialog");

/** Which contracts dialog is open, if any (one at a time). */
export type ContractDialogState =
  | { kind: "create" }
  | { kind: "edit"; contract: Contract }
  | { kind: "details"; contract: Contract }
  | { kind: "delete"; contract: Contract }
  | { kind: "report"; report: ContractReport };

/** The dialogs of the contracts screen (each gives focus back to what opened it). */
export function ContractDialogs({
  state,
  canWrite,
  onOpen,
  onClose,
}: {
  state: ContractDialogState | null;
  canWrite: boolean;
  onOpen: (next: ContractDialogState) => void;
  onClose: () => void;
}) {
  if (!state) return null;
  switch (state.kind) {
    case "create":
      return <ContractFormDialog onClose={onClose} />;
    case "edit":
      return <ContractFormDialog key={state.contract.id} contract={state.contract} onClose={onClose} />;
    case "details":
      return (
        <ContractDetailsDialog
          contract={state.contract}
          canWrite={canWrite}
          onEdit={() => onOpen({ kind: "edit", contract: state.contract })}
          onClose={onClose}
        />
      );
    case "delete":
      return <DeleteContractDialog key={state.contract.id} contract={state.contract} onClose={onClose} />;
    case "report":
      return <ReportDialog report={state.report} onClose={onClose} />;
  }
}

/** Documents attached to it stay in the Document Hub. */
function DeleteContractDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Contract"
      name={contract.name}
      consequence="Documents attached to it stay in the Document Hub. This cannot be undone."
      id={contract.id}
      remove={useDeleteContract()}
      messages={{ deleted: CONTRACT_MSG.deleted, error: CONTRACT_MSG.deleteError }}
      onClose={onClose}
    />
  );
}
