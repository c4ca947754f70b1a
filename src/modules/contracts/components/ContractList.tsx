import { Eye, Pencil, Trash2 } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../../web/ui/badge.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { EditDeleteButtons, IconAction, RecordTable } from "../../../web/ui/record-table.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import type { Contract } from "../contracts.contract.ts";
import { isExpiringSoon } from "../contracts.rules.ts";
import { formatTimeline, formatValue } from "../contract-format.ts";

export type ContractActions = {
  onView: (contract: Contract) => void;
  onEdit: (contract: Contract) => void;
  onDelete: (contract: Contract) => void;
};

/**
 * The contracts (spec: name, client, value, status, timeline, and view-details, edit and delete actions): a
 * table from `md` up, cards on a phone. Viewers see View Details only.
 */
export function ContractList({
  contracts,
  today,
  canWrite,
  actions,
}: {
  contracts: Contract[];
  today: string;
  canWrite: boolean;
  actions: ContractActions;
}) {
  return (
    <RecordTable
      label="Contracts"
      columns={["Contract", "Client", "Value", "Status", "Timeline"]}
      rows={contracts}
      cells={(c) => (
        <>
          <td className="max-w-72 px-4 py-3">
            <p className="break-words font-medium text-ink">{c.name}</p>
            <p className="text-xs text-muted">{c.contractType}</p>
          </td>
          <td className="max-w-56 break-words px-4 py-3 text-slate-700">{c.clientName}</td>
          <td className="tabular max-w-48 break-words px-4 py-3 text-slate-700">{formatValue(c.value)}</td>
          <td className="whitespace-nowrap px-4 py-3">
            <Statuses contract={c} today={today} stacked />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatTimeline(c)}</td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-1">
              <IconAction label={`View Details of ${c.name}`} onClick={() => actions.onView(c)}>
                <Eye aria-hidden="true" />
              </IconAction>
              {canWrite ? (
                <>
                  <IconAction label={`Edit ${c.name}`} onClick={() => actions.onEdit(c)}>
                    <Pencil aria-hidden="true" />
                  </IconAction>
                  <IconAction label={`Delete ${c.name}`} destructive onClick={() => actions.onDelete(c)}>
                    <Trash2 aria-hidden="true" />
                  </IconAction>
                </>
              ) : null}
            </div>
          </td>
        </>
      )}
      card={(c) => <ContractCard contract={c} today={today} canWrite={canWrite} actions={actions} />}
    />
  );
}

function Statuses({ contract, today, stacked }: { contract: Contract; today: string; stacked?: boolean }) {
  return (
    <div className={stacked ? "flex flex-col items-start gap-1" : "flex flex-wrap gap-1"}>
      <StatusBadge set="contract" status={contract.status} />
      {isExpiringSoon(contract, today) ? <Badge tone="warning">Expiring Soon</Badge> : null}
    </div>
  );
}

/** One contract on a phone: the same facts and actions as a table row. */
function ContractCard({
  contract: c,
  today,
  canWrite,
  actions,
}: {
  contract: Contract;
  today: string;
  canWrite: boolean;
  actions: ContractActions;
}) {
  const headingId = useId();
  return (
    <Card>
      <article aria-labelledby={headingId} className="space-y-3 p-4">
        <div className="space-y-1">
          <h2 id={headingId} className="break-words font-semibold text-ink">
            {c.name}
          </h2>
          <p className="text-xs text-muted">{c.contractType}</p>
        </div>
        <Statuses contract={c} today={today} />
        <dl className="grid grid-cols-1 gap-2 text-sm min-[360px]:grid-cols-2">
          <Detail term="Client" value={c.clientName} />
          <Detail term="Value" value={formatValue(c.value)} />
          <Detail term="Timeline" value={formatTimeline(c)} className="min-[360px]:col-span-2" />
        </dl>
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          <Button type="button" variant="outline" size="sm" onClick={() => actions.onView(c)}>
            <Eye aria-hidden="true" />
            View Details<span className="sr-only"> of {c.name}</span>
          </Button>
          {canWrite ? (
            <EditDeleteButtons name={c.name} onEdit={() => actions.onEdit(c)} onDelete={() => actions.onDelete(c)} />
          ) : null}
        </div>
      </article>
    </Card>
  );
}

function Detail({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className={className ? `min-w-0 ${className}` : "min-w-0"}>
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="break-words text-slate-700">{value}</dd>
    </div>
  );
}
