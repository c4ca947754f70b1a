import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { errorRow, toastFailure, type Failure } from "../../../web/lib/failure-toast.ts";
import { lazyDialog } from "../../../web/lib/lazy-dialog.tsx";
import { ConfirmDialog } from "../../../web/ui/confirm-dialog.tsx";
import { paths } from "../../../web/paths.ts";
import { toast } from "../../../web/ui/toast.tsx";
import type { Bid } from "../bids.contract.ts";
import { BID_MSG } from "../bids.constants.ts";
import { useConvertBid, useDeleteBid, useEstimateBid } from "../bids-api.ts";

// The form loads with its schema when it is first needed (decision 0007).
const BidFormDialog = lazyDialog(() => import("./BidFormDialog.tsx"), "BidFormDialog");

/** Which bids dialog is open, if any (one at a time). */
export type BidDialogState =
  | { kind: "create" }
  | { kind: "edit"; bid: Bid }
  | { kind: "delete"; bid: Bid }
  | { kind: "convert"; bid: Bid }
  | { kind: "estimate"; bid: Bid };

/** The dialogs of the bids screen (each gives focus back to what opened it). */
export function BidDialogs({ state, onClose }: { state: BidDialogState | null; onClose: () => void }) {
  if (!state) return null;
  switch (state.kind) {
    case "create":
      return <BidFormDialog onClose={onClose} />;
    case "edit":
      return <BidFormDialog key={state.bid.id} bid={state.bid} onClose={onClose} />;
    case "delete":
      return <DeleteBidDialog key={state.bid.id} bid={state.bid} onClose={onClose} />;
    case "convert":
      return <ConvertBidDialog key={state.bid.id} bid={state.bid} onClose={onClose} />;
    case "estimate":
      return <EstimateBidDialog key={state.bid.id} bid={state.bid} onClose={onClose} />;
  }
}

type Callbacks = { onSuccess: () => void; onError: (err: Error) => void };

/** One question before a step that cannot be undone: its spec toasts, busy while it runs, closed when done. */
function ConfirmStep({
  title,
  description,
  confirmLabel,
  busyLabel,
  messages,
  step,
  onClose,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  messages: { done: string; failed: Failure };
  step: { isPending: boolean; run: (callbacks: Callbacks) => void };
  onClose: () => void;
}) {
  const busy = step.isPending;
  const done = () => {
    toast.success(messages.done);
    onClose();
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={description}
      confirmLabel={busy ? busyLabel : confirmLabel}
      busy={busy}
      onConfirm={() => step.run({ onSuccess: done, onError: (err) => toastFailure(messages.failed, err) })}
    />
  );
}

/** Spec: after the confirm dialog "Are you sure you want to delete this bid?". */
function DeleteBidDialog({ bid, onClose }: { bid: Bid; onClose: () => void }) {
  const remove = useDeleteBid();
  return (
    <ConfirmStep
      title="Delete Bid"
      description={
        <>
          {BID_MSG.deleteConfirm} <span className="font-semibold text-ink">{bid.projectName}</span> and its items go; a
          project made from it stays.
        </>
      }
      confirmLabel="Delete Bid"
      busyLabel="Deleting…"
      messages={{ done: BID_MSG.deleted, failed: errorRow(BID_MSG.deleteError) }}
      step={{ isPending: remove.isPending, run: (callbacks) => remove.mutate(bid.id, callbacks) }}
      onClose={onClose}
    />
  );
}

/** A won bid becomes a project once: named after it, for its client, its amount as the budget, starting today. */
function ConvertBidDialog({ bid, onClose }: { bid: Bid; onClose: () => void }) {
  const convert = useConvertBid();
  return (
    <ConfirmStep
      title="Convert to Project"
      description={`Create the project ${bid.projectName} from this won bid? It starts today, runs 90 days, and takes the bid's client, amount (as its budget) and notes. A bid becomes a project once.`}
      confirmLabel="Create Project"
      busyLabel="Creating…"
      messages={{ done: BID_MSG.converted, failed: errorRow(BID_MSG.convertError) }}
      step={{ isPending: convert.isPending, run: (callbacks) => convert.mutate(bid.id, callbacks) }}
      onClose={onClose}
    />
  );
}

/** A won bid's items become a draft estimate once, for its client (and project); the new estimate's page opens. */
function EstimateBidDialog({ bid, onClose }: { bid: Bid; onClose: () => void }) {
  const make = useEstimateBid();
  const navigate = useNavigate();
  return (
    <ConfirmStep
      title="Create Estimate"
      description={`Create a draft estimate for ${bid.client} from the items of ${bid.projectName}? It is dated today, valid 30 days, and numbered like every estimate. A bid becomes an estimate once.`}
      confirmLabel="Create Estimate"
      busyLabel="Creating…"
      messages={{ done: BID_MSG.estimated, failed: errorRow(BID_MSG.estimateError) }}
      step={{
        isPending: make.isPending,
        run: ({ onSuccess, onError }) =>
          make.mutate(bid.id, {
            onSuccess: (made) => {
              onSuccess();
              void navigate(paths.estimates.detail(made.estimate.id));
            },
            onError,
          }),
      }}
      onClose={onClose}
    />
  );
}
