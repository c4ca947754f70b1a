import { FileSignature, Plus } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { ListMessage } from "../../../web/ui/list-message.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";

/** Placeholder rows in the shape of the list while the first page loads. */
export function ContractListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <Card role="status" aria-label="Loading contracts" className="divide-y divide-border">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/4" />
          </div>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-8 w-28" />
        </div>
      ))}
    </Card>
  );
}

export function NoContracts({ canWrite, onCreate }: { canWrite: boolean; onCreate: () => void }) {
  return (
    <ListMessage
      icon={<FileSignature />}
      title="No contracts yet"
      action={
        canWrite ? (
          <Button type="button" onClick={onCreate}>
            <Plus aria-hidden="true" />
            New Contract
          </Button>
        ) : null
      }
    >
      {canWrite
        ? "Contracts hold each agreement's client, value, dates and status. Add the first one to get started."
        : "When your team adds contracts, they appear here."}
    </ListMessage>
  );
}
