import { FileUp, SearchX } from "lucide-react";
import { Button } from "../../../web/ui/button.tsx";
import { Card } from "../../../web/ui/card.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import { ListMessage } from "../../../web/ui/list-message.tsx";

/** Placeholder rows in the shape of the table while the first page loads. */
export function DocumentListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Card role="status" aria-label="Loading documents" className="divide-y divide-border">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex flex-wrap items-center gap-4 p-4">
          <div className="min-w-40 flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-4 w-10" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-8 w-32" />
        </div>
      ))}
    </Card>
  );
}

export function NoDocuments({ canWrite, onUpload }: { canWrite: boolean; onUpload: () => void }) {
  return (
    <ListMessage
      icon={<FileUp />}
      title="No documents yet"
      action={
        canWrite ? (
          <Button type="button" onClick={onUpload}>
            <FileUp aria-hidden="true" />
            Upload Document
          </Button>
        ) : null
      }
    >
      {canWrite
        ? "Keep drawings, contracts, reports and photos in one place, with their versions. Upload the first one to get started."
        : "When your team uploads documents, they appear here."}
    </ListMessage>
  );
}

export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <ListMessage
      icon={<SearchX />}
      title="No documents match"
      action={
        <Button type="button" variant="outline" onClick={onClear}>
          Clear Filters
        </Button>
      }
    >
      No document matches this search and these tags. Try another name, or fewer tags.
    </ListMessage>
  );
}
