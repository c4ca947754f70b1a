import { ArrowLeft, Ban, FileWarning, Pencil, Send, Trash2 } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { formatCents, formatDateTime } from "../../web/lib/format.ts";
import { toastFailure } from "../../web/lib/failure-toast.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { paths } from "../../web/paths.ts";
import { Button, ButtonLink } from "../../web/ui/button.tsx";
import { ConfirmDialog } from "../../web/ui/confirm-dialog.tsx";
import { DetailItem } from "../../web/ui/detail-item.tsx";
import { DetailsCard } from "../../web/ui/details-card.tsx";
import { ListMessage } from "../../web/ui/list-message.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { ChangeOrderFormDialog } from "./components/ChangeOrderFormDialog.tsx";
import { FiguresTable } from "./components/FiguresTable.tsx";
import { Loaded } from "./components/Loaded.tsx";
import { SendChangeOrderDialog } from "./components/SendChangeOrderDialog.tsx";
import { ChangeOrderStatusBadge } from "./components/status-badges.tsx";
import type { ChangeOrder } from "./job-finance.contract.ts";
import { JOB_FINANCE_MSG } from "./job-finance.constants.ts";
import { costTypeLabel, daysText, signedMoney } from "./job-finance-format.ts";
import { useChangeOrder, useDeleteChangeOrder, useVoidChangeOrder } from "./job-finance-api.ts";

type DialogState =
  | { kind: "edit"; changeOrder: ChangeOrder }
  | { kind: "send"; changeOrder: ChangeOrder }
  | { kind: "void"; changeOrder: ChangeOrder }
  | { kind: "delete"; changeOrder: ChangeOrder };

/** A change order's page: what it changes, where it stands with the client, and what its status allows. */
export function ChangeOrderPage({ projectId }: { projectId: string }) {
  const { id = "" } = useParams();
  const query = useChangeOrder(projectId, id);
  useDocumentTitle(query.data ? `${query.data.number} ${query.data.title}` : "Change Order");
  const back = (
    <ButtonLink to={paths.jobFinance.changeOrders(projectId)} variant="link" className="h-auto px-0">
      <ArrowLeft aria-hidden="true" />
      Back to Change Orders
    </ButtonLink>
  );
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <ListMessage level={2} icon={<FileWarning />} title="Change order not found" action={back}>
        {JOB_FINANCE_MSG.changeOrderNotFound} It may have been deleted.
      </ListMessage>
    );
  return (
    <div className="space-y-6">
      {back}
      <Loaded query={query} what="change order" errorTitle="The change order could not be loaded">
        {(co) => (co.projectId === projectId ? <ChangeOrderDetail projectId={projectId} co={co} /> : null)}
      </Loaded>
    </div>
  );
}

function ChangeOrderDetail({ projectId, co }: { projectId: string; co: ChangeOrder }) {
  const canWrite = useCanWrite();
  const navigate = useNavigate();
  const dialog = useDialogState<DialogState>();
  const voidIt = useVoidChangeOrder(projectId);
  const remove = useDeleteChangeOrder(projectId);
  const open = dialog.open;
  const editable = co.status === "draft" || co.status === "sent";
  return (
    <>
      <header className="space-y-3">
        <h2 className="break-words text-xl font-bold text-ink sm:text-2xl">
          {co.number} {co.title}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-base text-slate-700">
          <span>
            <span className="sr-only">Status: </span>
            <ChangeOrderStatusBadge status={co.status} />
          </span>
          <span className="tabular-nums">{signedMoney(co.amountCents, formatCents)}</span>
          <span>· {daysText(co.days)}</span>
        </p>
        {canWrite && editable ? (
          <div className="flex flex-wrap gap-2 [&>*]:min-h-11">
            <Button type="button" onClick={() => open({ kind: "send", changeOrder: co })}>
              <Send aria-hidden="true" />
              {co.status === "sent" ? "Send Again" : "Send to Client"}
            </Button>
            <Button type="button" variant="outline" onClick={() => open({ kind: "edit", changeOrder: co })}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              type="button"
              variant="outline"
              className="text-destructive hover:bg-red-50"
              onClick={() => open({ kind: "void", changeOrder: co })}
            >
              <Ban aria-hidden="true" />
              Void
            </Button>
            {co.status === "draft" ? (
              <Button
                type="button"
                variant="ghost"
                className="text-destructive hover:bg-red-50"
                onClick={() => open({ kind: "delete", changeOrder: co })}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>

      <DetailsCard
        facts={
          <>
            <DetailItem term="Sent">
              {co.sentAt ? `${formatDateTime(co.sentAt)} to ${co.sentTo ?? ""}` : "Not sent"}
            </DetailItem>
            <DetailItem term="Client's Answer">
              {co.answeredAt
                ? `${co.status === "approved" ? "Approved" : "Rejected"} by ${co.answerName ?? ""}, ${formatDateTime(co.answeredAt)}`
                : "None yet"}
            </DetailItem>
            <DetailItem term="Reason">{co.reason || "—"}</DetailItem>
            <DetailItem term="Updated">{formatDateTime(co.updatedAt)}</DetailItem>
          </>
        }
      >
        {co.description ? (
          <p className="whitespace-pre-line break-words text-base text-slate-700">{co.description}</p>
        ) : null}
      </DetailsCard>

      <section aria-labelledby="co-lines-title" className="space-y-3">
        <h3 id="co-lines-title" className="text-lg font-semibold text-ink">
          Lines
        </h3>
        <FiguresTable
          label="Change order lines"
          columns={[
            { label: "Cost Code", cell: (l) => `${l.costCode} ${l.costCodeName}` },
            { label: "Type", cell: (l) => costTypeLabel(l.costType) },
            { label: "Description", cell: (l) => l.description || "—" },
            { label: "Amount", cell: (l) => signedMoney(l.amountCents, formatCents), figure: true },
            { label: "Days", cell: (l) => daysText(l.days), figure: true },
          ]}
          rows={co.lines}
          rowKey={(l) => l.id}
          totals={["Total", undefined, undefined, signedMoney(co.amountCents, formatCents), daysText(co.days)]}
        />
      </section>

      {dialog.state?.kind === "edit" ? (
        <ChangeOrderFormDialog projectId={projectId} changeOrder={dialog.state.changeOrder} onClose={dialog.close} />
      ) : null}
      {dialog.state?.kind === "send" ? (
        <SendChangeOrderDialog projectId={projectId} changeOrder={dialog.state.changeOrder} onClose={dialog.close} />
      ) : null}
      <ConfirmDialog
        open={dialog.state?.kind === "void"}
        onOpenChange={(o) => !o && dialog.close()}
        title="Void this change order?"
        description={`${co.number} will no longer count and its link stops working. This cannot be undone.`}
        confirmLabel="Void Change Order"
        busy={voidIt.isPending}
        onConfirm={() =>
          voidIt.mutate(co.id, {
            onSuccess: () => {
              toast.success(JOB_FINANCE_MSG.changeOrderVoided);
              dialog.close();
            },
            onError: (err) => toastFailure("The change order could not be voided", err),
          })
        }
      />
      <ConfirmDialog
        open={dialog.state?.kind === "delete"}
        onOpenChange={(o) => !o && dialog.close()}
        title="Delete this change order?"
        description={`${co.number} ${co.title} will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(co.id, {
            onSuccess: () => {
              toast.success("Change order deleted.");
              void navigate(paths.jobFinance.changeOrders(projectId), { replace: true });
            },
            onError: (err) => toastFailure("The change order could not be deleted", err),
          })
        }
      />
    </>
  );
}
