import { RotateCw } from "lucide-react";
import { Button } from "../../ui/button.tsx";

/** An Account Settings section that could not load: the server's message (or the section's own), and Try Again. */
export function SectionLoadError({
  query,
  fallback,
}: {
  query: { error: Error; refetch: () => Promise<unknown>; isFetching: boolean };
  fallback: string;
}) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="text-slate-700">{query.error.message || fallback}</p>
      <Button type="button" variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <RotateCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
