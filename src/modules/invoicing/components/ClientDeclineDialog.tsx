import { ConfirmDialog } from "../../../web/ui/confirm-dialog.tsx";

/**
 * "Decline this estimate?": the client's decline asks first (a decline cannot be taken back). Its own chunk,
 * loaded after the page has settled or when Decline is pressed (lazyDialog), so the page's first paint carries no
 * dialog code.
 */
export function ClientDeclineDialog({
  number,
  company,
  name,
  busy,
  onConfirm,
  onClose,
}: {
  number: string;
  company: string;
  /** The name the client typed, which the decline is recorded under. */
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Decline this estimate?"
      description={
        <>
          You are declining estimate {number}
          {company ? ` from ${company}` : ""} as <strong className="font-semibold text-ink">{name}</strong>. The sender
          is told, and the answer cannot be changed here afterwards.
        </>
      }
      confirmLabel={busy ? "Declining…" : "Decline estimate"}
      cancelLabel="Keep it open"
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
