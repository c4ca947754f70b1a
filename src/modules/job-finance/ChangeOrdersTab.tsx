import { FilePlus2 } from "lucide-react";
import { Link } from "react-router";
import { formatCents, formatDateTime } from "../../web/lib/format.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { paths } from "../../web/paths.ts";
import { Card } from "../../web/ui/card.tsx";
import { PrimaryActionButton } from "../../web/ui/page-header.tsx";
import { PageSection } from "../../web/ui/page-section.tsx";
import { RecordTable } from "../../web/ui/record-table.tsx";
import { ChangeOrderFormDialog } from "./components/ChangeOrderFormDialog.tsx";
import { Loaded } from "./components/Loaded.tsx";
import { ChangeOrderStatusBadge } from "./components/status-badges.tsx";
import type { ChangeOrderList, ChangeOrderSummary } from "./job-finance.contract.ts";
import { daysText, signedMoney } from "./job-finance-format.ts";
import { useChangeOrders } from "./job-finance-api.ts";

/** A project's change orders, newest first, with what the approved ones add and what the sent ones would. */
export function ChangeOrdersTab({ projectId }: { projectId: string }) {
  const list = useChangeOrders(projectId);
  const canWrite = useCanWrite();
  const dialog = useDialogState<{ kind: "create" }>();
  return (
    <PageSection
      id="change-orders-title"
      title="Change Orders"
      action={
        canWrite ? (
          <PrimaryActionButton
            action={{ label: "New Change Order", icon: <FilePlus2 />, onClick: () => dialog.open({ kind: "create" }) }}
          />
        ) : null
      }
    >
      <Loaded query={list} what="change orders" errorTitle="Change orders could not be loaded">
        {(data) => <ChangeOrders projectId={projectId} data={data} />}
      </Loaded>
      {dialog.state ? <ChangeOrderFormDialog projectId={projectId} onClose={dialog.close} /> : null}
    </PageSection>
  );
}

function ChangeOrders({ projectId, data }: { projectId: string; data: ChangeOrderList }) {
  if (data.changeOrders.length === 0)
    return (
      <p className="text-base text-slate-700">
        No change orders yet. A change order adds to (or deducts from) the contract and the budget once the client
        approves it from the link you send.
      </p>
    );
  const link = (c: ChangeOrderSummary) => (
    <Link to={paths.jobFinance.changeOrder(projectId, c.id)} className="font-medium">
      {c.number} {c.title}
    </Link>
  );
  const answered = (c: ChangeOrderSummary) =>
    c.answeredAt
      ? `${c.answerName ?? ""}, ${formatDateTime(c.answeredAt)}`
      : c.sentAt
        ? `Sent ${formatDateTime(c.sentAt)}`
        : "—";
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Approved: {signedMoney(data.approvedCents, formatCents)} and {daysText(data.approvedDays).toLowerCase()}.
        Awaiting the client: {signedMoney(data.pendingCents, formatCents)} (not billable until approved).
      </p>
      <RecordTable
        label="Change orders"
        columns={["Change Order", "Status", "Amount", "Schedule", "Answer"]}
        rows={data.changeOrders}
        cells={(c) => (
          <>
            <td className="px-4 py-3">{link(c)}</td>
            <td className="px-4 py-3">
              <ChangeOrderStatusBadge status={c.status} />
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
              {signedMoney(c.amountCents, formatCents)}
            </td>
            <td className="whitespace-nowrap px-4 py-3">{daysText(c.days)}</td>
            <td className="px-4 py-3 text-slate-700">{answered(c)}</td>
            <td className="px-4 py-3 text-right">
              <Link to={paths.jobFinance.changeOrder(projectId, c.id)}>
                View<span className="sr-only"> {c.number}</span>
              </Link>
            </td>
          </>
        )}
        card={(c) => (
          <Card className="space-y-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <h3>{link(c)}</h3>
              <ChangeOrderStatusBadge status={c.status} />
            </div>
            <p className="text-sm tabular-nums text-slate-700">
              {signedMoney(c.amountCents, formatCents)} · {daysText(c.days)}
            </p>
            <p className="text-sm text-muted">{answered(c)}</p>
          </Card>
        )}
      />
    </div>
  );
}
