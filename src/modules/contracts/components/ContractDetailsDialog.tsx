import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { formatDate, formatTimestampDay, localToday } from "../../../web/lib/format.ts";
import { Badge } from "../../../web/ui/badge.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { Dialog } from "../../../web/ui/dialog.tsx";
import { StatusBadge } from "../../../web/ui/status-badge.tsx";
import { AttachedDocuments } from "../../documents/documents.public.tsx";
import { paths } from "../../../web/paths.ts";
import type { Contract } from "../contracts.contract.ts";
import { isExpiringSoon } from "../contracts.rules.ts";
import { countedAs, formatValue } from "../contract-format.ts";
import { DetailItem } from "../../../web/ui/detail-item.tsx";

/** A contract, read only (spec: the details modal), with its linked project and the documents attached to it. */
export function ContractDetailsDialog({
  contract,
  canWrite,
  onEdit,
  onClose,
}: {
  contract: Contract;
  canWrite: boolean;
  onEdit: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={contract.name}
      description="Contract details"
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          {canWrite ? (
            <Button type="button" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit Contract
            </Button>
          ) : null}
        </>
      }
    >
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge set="contract" status={contract.status} />
          {isExpiringSoon(contract, localToday()) ? <Badge tone="warning">Expiring Soon</Badge> : null}
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailItem term="Client">{contract.clientName}</DetailItem>
          <DetailItem term="Contract Type">{contract.contractType}</DetailItem>
          <DetailItem term="Value">
            {formatValue(contract.value)}
            <span className="block text-sm text-muted">{countedAs(contract.value, contract.amount)}</span>
          </DetailItem>
          <DetailItem term="Project">
            {contract.project ? (
              <Link
                to={paths.projects.detail(contract.project.id)}
                className="font-medium text-brand underline-offset-4 hover:underline"
              >
                {contract.project.name}
              </Link>
            ) : (
              "No project"
            )}
          </DetailItem>
          <DetailItem term="Start Date">{formatDate(contract.startDate)}</DetailItem>
          <DetailItem term="End Date">{contract.endDate ? formatDate(contract.endDate) : "No end date"}</DetailItem>
          <DetailItem term="Created">
            {formatTimestampDay(contract.createdAt)}
            {contract.createdBy ? ` by ${contract.createdBy.fullName}` : ""}
          </DetailItem>
        </dl>
        <section aria-labelledby="contract-description" className="space-y-1">
          <h3 id="contract-description" className="text-sm font-medium text-muted">
            Description
          </h3>
          <p className="whitespace-pre-line break-words text-base text-slate-700">
            {contract.description || "No description."}
          </p>
        </section>
        <section aria-labelledby="contract-documents" className="space-y-2">
          <h3 id="contract-documents" className="text-base font-semibold text-ink">
            Documents
          </h3>
          <AttachedDocuments
            to={{ contractId: contract.id }}
            canWrite={canWrite}
            emptyText="No documents are attached to this contract yet. Upload one here, or attach one from its details in the Document Hub."
          />
        </section>
      </div>
    </Dialog>
  );
}
