import { Gavel, Plus } from "lucide-react";
import { errorRow, toastFailure } from "../../web/lib/failure-toast.ts";
import { useUrlFilters } from "../../web/lib/use-url-filters.ts";
import { useCanWrite } from "../../web/lib/use-can-write.ts";
import { useHasFeature } from "../../web/lib/use-has-feature.ts";
import { useDialogState } from "../../web/lib/use-dialog-state.ts";
import { useDocumentTitle } from "../../web/lib/use-document-title.ts";
import { EmptyList, ListSkeleton, ListView, NoMatches } from "../../web/ui/list-states.tsx";
import { PageHeader } from "../../web/ui/page-header.tsx";
import { toast } from "../../web/ui/toast.tsx";
import type { Bid } from "./bids.contract.ts";
import { BID_MSG } from "./bids.constants.ts";
import { NO_BID_FILTERS, readBidFilters } from "./bids.filters.ts";
import { useBidList, useGenerateProposal } from "./bids-api.ts";
import { BidDialogs, type BidDialogState } from "./components/BidDialogs.tsx";
import { BidFilterBar } from "./components/BidFilterBar.tsx";
import { BidList, type BidActions } from "./components/BidList.tsx";

/** /dashboard/bids (spec §2 Bid Management): search, status, the due-date range, the table of bids and New Bid. */
export function BidListPage() {
  useDocumentTitle("Bid Management");
  const canWrite = useCanWrite();
  // A bid's estimate is invoicing's: offered only when the plan brings estimates too.
  const hasEstimates = useHasFeature("estimates_invoices");
  const [filters, setFilters] = useUrlFilters(readBidFilters);
  const list = useBidList(filters);
  const dialog = useDialogState<BidDialogState>();
  const proposal = useGenerateProposal();

  const bids = list.data?.pages.flatMap((p) => p.data) ?? [];
  const filtered = filters.q !== "" || filters.status !== "" || filters.from !== "" || filters.to !== "";
  const create = canWrite
    ? { label: "New Bid", icon: <Plus aria-hidden="true" />, onClick: () => dialog.open({ kind: "create" }) }
    : null;
  const actions: BidActions = {
    onProposal: (bid: Bid) =>
      proposal.mutate(bid.id, {
        onSuccess: () => toast.success(BID_MSG.proposalGenerated),
        onError: (err) => toastFailure(errorRow(BID_MSG.proposalError), err),
      }),
    onConvert: (bid) => dialog.open({ kind: "convert", bid }),
    onEstimate: hasEstimates ? (bid) => dialog.open({ kind: "estimate", bid }) : undefined,
    onEdit: (bid) => dialog.open({ kind: "edit", bid }),
    onDelete: (bid) => dialog.open({ kind: "delete", bid }),
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Bid Management"
        description="The bids you are preparing and submitting, their items and totals, and their proposals."
        action={create}
      />
      <BidFilterBar filters={filters} onChange={setFilters} />
      <ListView
        query={list}
        count={bids.length}
        errorTitle={BID_MSG.fetchError}
        skeleton={<ListSkeleton label="Loading bids" />}
        empty={
          filtered ? (
            <NoMatches title="No bids match" onClear={() => setFilters(NO_BID_FILTERS)}>
              Nothing matches this search, status or due-date range.
            </NoMatches>
          ) : (
            <EmptyList
              icon={<Gavel />}
              title="No bids yet"
              action={create}
              readOnlyText="When your team prepares bids, they appear here."
            >
              Price a project for a client: its items and total, its due date, and a proposal PDF to send.
            </EmptyList>
          )
        }
      >
        <BidList
          bids={bids}
          busy={list.isPlaceholderData || proposal.isPending}
          canWrite={canWrite}
          actions={actions}
        />
      </ListView>
      <BidDialogs state={dialog.state} onClose={dialog.close} />
    </div>
  );
}
