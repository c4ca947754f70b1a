import { useState } from "react";
import { Trash2 } from "lucide-react";
import { formatCents, formatDate } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { Card, CardContent, CardHeader } from "../../../web/ui/card.tsx";
import { ConfirmDialog } from "../../../web/ui/confirm-dialog.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { Invoice, Payment } from "../invoicing.contract.ts";
import { INVOICING_MSG } from "../invoicing.constants.ts";
import { useDeletePayment } from "../invoicing-api.ts";

/** An invoice's payments, oldest first; one recorded by mistake can be removed (its finance receipt is voided). */
export function PaymentsCard({ invoice, canWrite }: { invoice: Invoice; canWrite: boolean }) {
  const [removing, setRemoving] = useState<Payment | null>(null);
  const remove = useDeletePayment();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-ink">Payments</h2>
      </CardHeader>
      <CardContent>
        {invoice.payments.length === 0 ? (
          <p className="text-sm text-muted">No payments recorded yet. Payments appear in Finance as receipts.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Payments">
            {invoice.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium text-ink">{formatDate(p.paymentDate)}</span> · {p.method}
                  {p.online ? " · Paid online" : p.reference ? ` · ${p.reference}` : ""}
                </span>
                <span className="flex items-center gap-2">
                  <span className="tabular font-semibold text-ink">{formatCents(p.amountCents)}</span>
                  {/* An online payment is refunded at the provider (the refund is recorded here), not removed. */}
                  {canWrite && !p.online ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:bg-red-50"
                      aria-label={`Remove the payment of ${formatCents(p.amountCents)} on ${formatDate(p.paymentDate)}`}
                      onClick={() => setRemoving(p)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
        title="Remove Payment"
        description={
          removing ? (
            <>
              Remove the payment of {formatCents(removing.amountCents)} received on {formatDate(removing.paymentDate)}?
              The balance grows back and its receipt in Finance is voided.
            </>
          ) : null
        }
        confirmLabel={remove.isPending ? "Removing…" : "Remove Payment"}
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { invoiceId: invoice.id, paymentId: removing.id },
            {
              onSuccess: () => {
                toast.success(INVOICING_MSG.paymentDeleted);
                setRemoving(null);
              },
              onError: (err) => toast.error("Could not remove the payment", err.message),
            },
          )
        }
      />
    </Card>
  );
}
