import { Pencil } from "lucide-react";
import { formatCents } from "../../web/lib/format.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { Button } from "../../web/ui/button.tsx";
import { DetailItem } from "../../web/ui/detail-item.tsx";
import { PageSection } from "../../web/ui/page-section.tsx";
import { FiguresTable, type FigureColumn } from "./components/FiguresTable.tsx";
import { Loaded } from "./components/Loaded.tsx";
import { ScheduleOfValuesDialog } from "./components/ScheduleOfValuesDialog.tsx";
import type { ScheduleOfValues, SovLine } from "./job-finance.contract.ts";
import { formatBps } from "./job-finance-format.ts";
import { useCostCodes, useScheduleOfValues } from "./job-finance-api.ts";
import { costCodeLabel } from "./job-finance.public.tsx";

/**
 * A project's schedule of values: the original contract's lines (edited here), then a line per approved change
 * order; G702 lines 1 to 3 above them.
 */
export function ScheduleOfValuesTab({ projectId }: { projectId: string }) {
  const sov = useScheduleOfValues(projectId);
  const canWrite = useCanWrite();
  const dialog = useDialogState<{ kind: "edit"; sov: ScheduleOfValues }>();
  const edit =
    canWrite && sov.data ? (
      <Button type="button" variant="outline" onClick={() => sov.data && dialog.open({ kind: "edit", sov: sov.data })}>
        <Pencil aria-hidden="true" />
        Edit Schedule of Values
      </Button>
    ) : null;
  return (
    <PageSection id="sov-title" title="Schedule of Values" action={edit}>
      <Loaded query={sov} what="the schedule of values" errorTitle="The schedule of values could not be loaded">
        {(data) => <Schedule sov={data} />}
      </Loaded>
      {dialog.state ? (
        <ScheduleOfValuesDialog projectId={projectId} sov={dialog.state.sov} onClose={dialog.close} />
      ) : null}
    </PageSection>
  );
}

function Schedule({ sov }: { sov: ScheduleOfValues }) {
  const codes = useCostCodes();
  const codeOf = (id: string | null) => {
    const c = id ? codes.data?.costCodes.find((x) => x.id === id) : undefined;
    return c ? costCodeLabel(c) : "—";
  };
  const columns: readonly FigureColumn<SovLine>[] = [
    { label: "Item", cell: (l) => l.itemNo },
    { label: "Description", cell: (l) => (l.changeOrderId ? `${l.description} (change order)` : l.description) },
    { label: "Cost Code", cell: (l) => codeOf(l.costCodeId) },
    { label: "Scheduled Value", cell: (l) => formatCents(l.scheduledValueCents), figure: true },
    { label: "Retainage", cell: (l) => formatBps(l.retainageBps), figure: true },
    { label: "Billed to Date", cell: (l) => formatCents(l.billedCents), figure: true },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        <DetailItem term="1. Original Contract Sum">{formatCents(sov.originalContractSumCents)}</DetailItem>
        <DetailItem term="2. Net Change by Change Orders">{formatCents(sov.netChangeByChangeOrdersCents)}</DetailItem>
        <DetailItem term="3. Contract Sum to Date">{formatCents(sov.contractSumToDateCents)}</DetailItem>
      </dl>
      {sov.lines.length === 0 ? (
        <p className="text-base text-slate-700">
          No lines yet. The schedule of values splits the contract sum into lines of work; each pay application bills
          progress against them.
        </p>
      ) : (
        <FiguresTable
          label="Schedule of values"
          columns={columns}
          rows={sov.lines}
          rowKey={(l) => l.id}
          totals={[
            "Total",
            undefined,
            undefined,
            formatCents(sov.contractSumToDateCents),
            undefined,
            formatCents(sov.lines.reduce((s, l) => s + l.billedCents, 0)),
          ]}
        />
      )}
    </div>
  );
}
