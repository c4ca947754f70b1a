import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Dialog } from "./dialog.tsx";
import { ListSkeleton } from "./list-states.tsx";
import { LoadError } from "./load-error.tsx";

/** A text a record may leave empty, or a dash. */
export const orNone = (text: string): string => text || "—";

/** A titled part of a record's details: its description, its issues, its photos. */
export function DetailsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * One record in a large dialog, read again on opening: a skeleton while it loads, an error with Retry when it
 * cannot be read, then `children(record)` in a region the keyboard can scroll on a phone even with nothing to tab
 * to. `name` is the record's kind in lower case ("incident"): "Loading incident", "Could not load the incident",
 * "Incident details".
 */
export function RecordDetailsDialog<T>({
  query,
  name,
  title,
  description,
  footer,
  onClose,
  children,
}: {
  query: UseQueryResult<T, Error>;
  name: string;
  title: string;
  description: string;
  footer: ReactNode;
  onClose: () => void;
  children: (record: T) => ReactNode;
}) {
  const record = query.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={title}
      description={description}
      footer={footer}
    >
      {record !== undefined ? (
        <div
          role="region"
          aria-label={`${name.charAt(0).toUpperCase()}${name.slice(1)} details`}
          tabIndex={0}
          className="space-y-6 rounded focus-visible:outline-2 focus-visible:outline-brand"
        >
          {children(record)}
        </div>
      ) : query.isError ? (
        <LoadError
          title={`Could not load the ${name}`}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListSkeleton label={`Loading ${name}`} count={3} />
      )}
    </Dialog>
  );
}
