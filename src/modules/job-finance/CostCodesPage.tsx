import { ArrowLeft, Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { toastFailure } from "../../web/lib/failure-toast.ts";
import { paths } from "../../web/paths.ts";
import { Badge } from "../../web/ui/badge.tsx";
import { Button } from "../../web/ui/button.tsx";
import { Card } from "../../web/ui/card.tsx";
import { PageHeader } from "../../web/ui/page-header.tsx";
import { RecordTable } from "../../web/ui/record-table.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { CostCodeFormDialog } from "./components/CostCodeFormDialog.tsx";
import { Loaded } from "./components/Loaded.tsx";
import type { CostCode } from "./job-finance.contract.ts";
import { useCostCodes, useUpdateCostCode } from "./job-finance-api.ts";

type DialogState = { kind: "create" } | { kind: "edit"; costCode: CostCode };

/** /dashboard/job-finance/cost-codes: the organization's cost codes (MasterFormat divisions to start), kept, renamed, taken out of use. */
export function CostCodesPage() {
  useDocumentTitle("Cost Codes");
  const canWrite = useCanWrite();
  const codes = useCostCodes();
  const dialog = useDialogState<DialogState>();
  return (
    <div className="space-y-6">
      <Link to={paths.jobFinance.home} className="inline-flex items-center gap-1 text-sm font-medium text-brand">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Job Finance
      </Link>
      <PageHeader
        title="Cost Codes"
        description="The codes budgets, payments and purchase orders are kept under. A code out of use stays on what already has it."
        action={
          canWrite ? { label: "Add Cost Code", icon: <Plus />, onClick: () => dialog.open({ kind: "create" }) } : null
        }
      />
      <Loaded query={codes} what="cost codes" errorTitle="Cost codes could not be loaded">
        {({ costCodes }) => (
          <CostCodeTable
            codes={costCodes}
            canWrite={canWrite}
            onEdit={(costCode) => dialog.open({ kind: "edit", costCode })}
          />
        )}
      </Loaded>
      {dialog.state ? (
        <CostCodeFormDialog
          costCode={dialog.state.kind === "edit" ? dialog.state.costCode : undefined}
          onClose={dialog.close}
        />
      ) : null}
    </div>
  );
}

function CostCodeTable({
  codes,
  canWrite,
  onEdit,
}: {
  codes: readonly CostCode[];
  canWrite: boolean;
  onEdit: (c: CostCode) => void;
}) {
  const update = useUpdateCostCode();
  const toggle = (c: CostCode) =>
    update.mutate(
      { id: c.id, body: { active: !c.active } },
      {
        onSuccess: (saved) => toast.success(`${saved.code} ${saved.active ? "is in use again" : "is out of use"}.`),
        onError: (err) => toastFailure("The cost code could not be changed", err),
      },
    );
  const actions = (c: CostCode) =>
    canWrite ? (
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => onEdit(c)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {c.code}</span>
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={update.isPending} onClick={() => toggle(c)}>
          {c.active ? "Take Out of Use" : "Put Back in Use"}
          <span className="sr-only"> {c.code}</span>
        </Button>
      </div>
    ) : null;
  const status = (c: CostCode) => (
    <Badge tone={c.active ? "success" : "outline"}>{c.active ? "In use" : "Out of use"}</Badge>
  );
  return (
    <RecordTable
      label="Cost codes"
      columns={["Code", "Name", "Status"]}
      rows={codes}
      cells={(c) => (
        <>
          <td className="whitespace-nowrap px-4 py-3 font-medium tabular-nums text-ink">{c.code}</td>
          <td className="px-4 py-3 text-slate-700">{c.name}</td>
          <td className="px-4 py-3">{status(c)}</td>
          <td className="px-4 py-3">{actions(c)}</td>
        </>
      )}
      card={(c) => (
        <Card className="space-y-2 p-4">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-medium text-ink">
              <span className="tabular-nums">{c.code}</span> {c.name}
            </h3>
            {status(c)}
          </div>
          {actions(c)}
        </Card>
      )}
    />
  );
}
