import { ClipboardList, PackageCheck, Pencil, Send, XCircle } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { formatDate } from "../../web/lib/format.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { RecordPage } from "../../web/ui/record-page.tsx";
import { paths } from "../../web/paths.ts";
import { Button } from "../../web/ui/button.tsx";
import { DeleteButton } from "../../web/ui/delete-button.tsx";
import { DetailsCard } from "../../web/ui/details-card.tsx";
import { DetailItem } from "../../web/ui/detail-item.tsx";
import { DownloadLink } from "../../web/ui/download-link.tsx";
import { toast } from "../../web/ui/toast.tsx";
import { COST_TYPE_LABELS } from "../job-finance/job-finance.constants.ts";
import { costCodeLabel } from "../job-finance/job-finance.public.tsx";
import type { Order } from "./procurement.contract.ts";
import { href } from "../../shared/route.ts";
import { PROCUREMENT_MSG } from "./procurement.constants.ts";
import { procurementEndpoints } from "./procurement.routes.ts";
import { useOrder, useOrderAction } from "./procurement-api.ts";
import { formatDateTime } from "../../web/lib/format.ts";
import { OrderDialogs, type OrderDialogState } from "./components/OrderDialogs.tsx";
import { OrderLines } from "./components/OrderLines.tsx";
import { OrderStatusBadge } from "./components/status-badges.tsx";

/** /dashboard/procurement/orders/:id: one purchase order, its lines and total, and what its status allows. */
export function OrderDetailPage() {
  const { id = "" } = useParams();
  const query = useOrder(id);
  useDocumentTitle(query.data?.number ?? "Purchase Order");
  return (
    <RecordPage
      query={query}
      what="purchase order"
      back={{ to: paths.procurement.orders, label: "Back to Purchase Orders" }}
      notFound={{
        icon: <ClipboardList />,
        title: "Purchase order not found",
        message: `${PROCUREMENT_MSG.orderNotFound} It may have been deleted, or it belongs to another organization.`,
      }}
      errorTitle={PROCUREMENT_MSG.orderFetchError}
    >
      {(order) => <OrderDetail order={order} />}
    </RecordPage>
  );
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

function OrderDetail({ order }: { order: Order }) {
  const canWrite = useCanWrite();
  const navigate = useNavigate();
  const dialog = useDialogState<OrderDialogState>();
  const send = useOrderAction();
  const open = (kind: OrderDialogState["kind"]) => dialog.open({ kind, order });
  const draft = order.status === "draft";
  const active = draft || order.status === "sent";

  const sendToSupplier = () =>
    send.mutate(
      { id: order.id, action: "send" },
      {
        onSuccess: (sent) => toast.success(PROCUREMENT_MSG.orderSent(sent.supplierEmail)),
        onError: (err) => toast.error(PROCUREMENT_MSG.sendError, err.message),
      },
    );

  return (
    <>
      <header className="space-y-4">
        <div className="min-w-0 space-y-2">
          <h1 className="break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{order.number}</h1>
          <p className="flex flex-wrap items-center gap-2 text-base text-slate-700">
            <span>
              <span className="sr-only">Status: </span>
              <OrderStatusBadge status={order.status} />
            </span>
            <span className="break-words">{order.supplier.name}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2 [&>*]:min-h-11">
          {canWrite && draft ? (
            <Button
              type="button"
              onClick={sendToSupplier}
              disabled={send.isPending}
              aria-busy={send.isPending || undefined}
            >
              <Send aria-hidden="true" />
              {send.isPending ? "Sending…" : "Send to Supplier"}
            </Button>
          ) : null}
          {canWrite && active ? (
            <Button type="button" variant={draft ? "outline" : "default"} onClick={() => open("receive")}>
              <PackageCheck aria-hidden="true" />
              Mark Received
            </Button>
          ) : null}
          <DownloadLink href={href(procurementEndpoints.orderPdf, { params: { id: order.id } })} size="default">
            Download PDF
          </DownloadLink>
          {canWrite && draft ? (
            <Button type="button" variant="outline" onClick={() => open("edit")}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : null}
          {canWrite && active ? (
            <Button
              type="button"
              variant="outline"
              className="text-destructive hover:bg-red-50"
              onClick={() => open("cancel")}
            >
              <XCircle aria-hidden="true" />
              Cancel Order
            </Button>
          ) : null}
          {canWrite && (draft || order.status === "cancelled") ? <DeleteButton onClick={() => open("delete")} /> : null}
        </div>
      </header>

      <DetailsCard
        facts={
          <>
            <DetailItem term="Supplier">{order.supplier.name}</DetailItem>
            <DetailItem term="Supplier E-mail">
              {order.supplierEmail || "No e-mail address: add one on the Suppliers tab before sending."}
            </DetailItem>
            <DetailItem term="Expected">{order.expectedDate ? formatDate(order.expectedDate) : "—"}</DetailItem>
            <DetailItem term="Project">
              {order.project ? (
                <Link
                  to={paths.projects.detail(order.project.id)}
                  className="font-medium text-brand underline-offset-4 hover:underline"
                >
                  {order.project.name}
                </Link>
              ) : (
                "—"
              )}
            </DetailItem>
            <DetailItem term="Cost Code">{order.costCode ? costCodeLabel(order.costCode) : "—"}</DetailItem>
            <DetailItem term="Cost Type">{order.costType ? COST_TYPE_LABELS[order.costType] : "—"}</DetailItem>
            <DetailItem term="Created">
              {when(order.createdAt)}
              {order.createdBy ? ` by ${order.createdBy.fullName}` : ""}
            </DetailItem>
            <DetailItem term="Sent">{when(order.sentAt)}</DetailItem>
            <DetailItem term="Received">{when(order.receivedAt)}</DetailItem>
          </>
        }
      >
        {order.notes ? (
          <div className="space-y-1">
            <h3 className="text-sm font-medium text-muted">Notes</h3>
            <p className="whitespace-pre-line break-words text-base text-slate-700">{order.notes}</p>
          </div>
        ) : null}
      </DetailsCard>

      <section aria-labelledby="order-lines-title" className="space-y-3">
        <h2 id="order-lines-title" className="text-lg font-semibold text-ink">
          Items
        </h2>
        <OrderLines lines={order.lines} totalCents={order.totalCents} />
      </section>

      <OrderDialogs
        state={dialog.state}
        onClose={dialog.close}
        onDeleted={() => void navigate(paths.procurement.orders, { replace: true })}
      />
    </>
  );
}
