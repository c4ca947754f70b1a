import { useCallback, useState } from "react";
import type { Contract, ContractReport } from "../contracts.contract.ts";
import { ContractDetailsDialog } from "./ContractDetailsDialog.tsx";
import { ContractFormDialog } from "./ContractFormDialog.tsx";
import { DeleteContractDialog } from "./DeleteContractDialog.tsx";
import { ReportDialog } from "./ReportDialog.tsx";

/** Which contracts dialog is open, if any (one at a time). */
export type ContractDialogState =
  | { kind: "create" }
  | { kind: "edit"; contract: Contract }
  | { kind: "details"; contract: Contract }
  | { kind: "delete"; contract: Contract }
  | { kind: "report"; report: ContractReport }
  | null;

export function useContractDialog() {
  const [state, setState] = useState<ContractDialogState>(null);
  const open = useCallback((next: NonNullable<ContractDialogState>) => setState(next), []);
  const close = useCallback(() => setState(null), []);
  return { state, open, close };
}

/** The dialogs of the contracts screen (each gives focus back to what opened it). */
export function ContractDialogs({
  state,
  canWrite,
  onOpen,
  onClose,
}: {
  state: ContractDialogState;
  canWrite: boolean;
  onOpen: (next: NonNullable<ContractDialogState>) => void;
  onClose: () => void;
}) {
  if (!state) return null;
  switch (state.kind) {
    case "create":
      return <ContractFormDialog onClose={onClose} />;
    case "edit":
      return <ContractFormDialog key={state.contract.id} contract={state.contract} onClose={onClose} />;
    case "details":
      return <ContractDetailsDialog contract={state.contract} canWrite={canWrite} onEdit={() => onOpen({ kind: "edit", contract: state.contract })} onClose={onClose} />;
    case "delete":
      return <DeleteContractDialog key={state.contract.id} contract={state.contract} onClose={onClose} />;
    case "report":
      return <ReportDialog report={state.report} onClose={onClose} />;
  }
}
