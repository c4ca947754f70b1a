import { FileDown, FilePlus, FolderPlus, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCents, formatDate } from "../../../web/lib/format.ts";
import { paths } from "../../../web/paths.ts";
import { Badge } from "../../../web/ui/badge.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { RecordCard } from "../../../web/ui/record-card.tsx";
import { EditDeleteButtons, IconAction, RecordTable } from "../../../web/ui/record-table.tsx";
import { toneOf } from "../../../web/ui/status-tones.ts";
import type { Bid } from "../bids.contract.ts";
import { BID_STATUS_LABELS } from "../bids.constants.ts";
import { convertible, estimable } from "../bids.rules.ts";

export type BidActions = {
  onProposal: (bid: Bid) => void;
  onConvert: (bid: Bid) => void;
  /** Absent when the plan does not bring estimates. */
  onEstimate?: (bid: Bid) => void;
  onEdit: (bid: Bid) => void;
  onDelete: (bid: Bid) => void;
};

type RowAction = { label: string; icon: ReactNode; destructive?: boolean; run: () => void };

/** A row's icon actions, each named for its bid: the proposal for everyone; convert and estimate (a won bid), edit and delete for writers. */
function rowActions(b: Bid, canWrite: boolean, actions: BidActions): RowAction[] {
  const proposal: RowAction = {
    label: `Generate Proposal for ${b.projectName}`,
    icon: <FileDown aria-hidden="true" />,
    run: () => actions.onProposal(b),
  };
  if (!canWrite) return [proposal];
  const convert: RowAction[] = convertible(b)
    ? [
        {
          label: `Convert ${b.projectName} to Project`,
          icon: <FolderPlus aria-hidden="true" />,
          run: () => actions.onConvert(b),
        },
      ]
    : [];
  const onEstimate = actions.onEstimate;
  const estimate: RowAction[] =
    onEstimate && estimable(b)
      ? [
          {
            label: `Create Estimate for ${b.projectName}`,
            icon: <FilePlus aria-hidden="true" />,
            run: () => onEstimate(b),
          },
        ]
      : [];
  return [
    proposal,
    ...convert,
    ...estimate,
    { label: `Edit ${b.projectName}`, icon: <Pencil aria-hidden="true" />, run: () => actions.onEdit(b) },
    {
      label: `Delete ${b.projectName}`,
      icon: <Trash2 aria-hidden="true" />,
      destructive: true,
      run: () => actions.onDelete(b),
    },
  ];
}

const itemCount = (bid: Bid) => (bid.items.length === 1 ? "1 item" : `${bid.items.length} items`);

function BidStatus({ bid }: { bid: Bid }) {
  return <Badge tone={toneOf("bid", bid.status)}>{BID_STATUS_LABELS[bid.status]}</Badge>;
}

const madeLink = "block text-xs text-brand underline-offset-2 hover:underline";

/** The project and the estimate a won bid became, linked. */
function MadeFromBid({ bid }: { bid: Bid }) {
  if (!bid.project && !bid.estimate) return null;
  return (
    <>
      {bid.project ? (
        <Link to={paths.projects.detail(bid.project.id)} className={madeLink}>
          Project: {bid.project.name}
        </Link>
      ) : null}
      {bid.estimate ? (
        <Link to={paths.estimates.detail(bid.estimate.id)} className={madeLink}>
          Estimate: {bid.estimate.name}
        </Link>
      ) : null}
    </>
  );
}

/**
 * The bids (spec: a table of bids): project, client, amount, due date and status, and the actions: Generate
 * Proposal for everyone, Convert to Project and Create Estimate for a won bid, Edit and Delete for writers. Cards on
 * a phone.
 */
export function BidList({
  bids,
  busy,
  canWrite,
  actions,
}: {
  bids: Bid[];
  busy: boolean;
  canWrite: boolean;
  actions: BidActions;
}) {
  return (
    <RecordTable
      label="Bids"
      busy={busy}
      columns={["Project", "Client", "Amount", "Due Date", "Status"]}
      rows={bids}
      cells={(b) => (
        <>
          <td className="max-w-72 px-4 py-3">
            <p className="break-words font-medium text-ink">{b.projectName}</p>
            <p className="text-xs text-muted">{itemCount(b)}</p>
            <MadeFromBid bid={b} />
          </td>
          <td className="max-w-56 break-words px-4 py-3 text-slate-700">{b.client}</td>
          <td className="tabular whitespace-nowrap px-4 py-3 text-slate-700">{formatCents(b.amountCents)}</td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDate(b.dueDate)}</td>
          <td className="whitespace-nowrap px-4 py-3">
            <BidStatus bid={b} />
          </td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-1">
              {rowActions(b, canWrite, actions).map((a) => (
                <IconAction key={a.label} label={a.label} destructive={a.destructive} onClick={a.run}>
                  {a.icon}
                </IconAction>
              ))}
            </div>
          </td>
        </>
      )}
      card={(b) => <BidCard bid={b} canWrite={canWrite} actions={actions} />}
    />
  );
}

/** One bid on a phone: the same facts and actions as a table row. */
function BidCard({ bid: b, canWrite, actions }: { bid: Bid; canWrite: boolean; actions: BidActions }) {
  return (
    <RecordCard title={b.projectName} subtitle={b.client} actions={<BidStatus bid={b} />}>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">Amount</dt>
          <dd className="tabular text-slate-700">{formatCents(b.amountCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Due Date</dt>
          <dd className="text-slate-700">{formatDate(b.dueDate)}</dd>
        </div>
      </dl>
      <MadeFromBid bid={b} />
      <div className="flex flex-wrap gap-2 border-t border-border pt-3">
        <Button type="button" variant="outline" size="sm" onClick={() => actions.onProposal(b)}>
          <FileDown aria-hidden="true" />
          Generate Proposal<span className="sr-only"> for {b.projectName}</span>
        </Button>
        {canWrite && convertible(b) ? (
          <Button type="button" variant="outline" size="sm" onClick={() => actions.onConvert(b)}>
            <FolderPlus aria-hidden="true" />
            Convert to Project<span className="sr-only"> {b.projectName}</span>
          </Button>
        ) : null}
        {canWrite && actions.onEstimate && estimable(b) ? (
          <Button type="button" variant="outline" size="sm" onClick={() => actions.onEstimate?.(b)}>
            <FilePlus aria-hidden="true" />
            Create Estimate<span className="sr-only"> for {b.projectName}</span>
          </Button>
        ) : null}
        {canWrite ? (
          <EditDeleteButtons
            name={b.projectName}
            onEdit={() => actions.onEdit(b)}
            onDelete={() => actions.onDelete(b)}
          />
        ) : null}
      </div>
    </RecordCard>
  );
}
