import { AlertTriangle, RotateCw } from "lucide-react";
import { Button } from "./button.tsx";
import { Card, CardContent } from "./card.tsx";

/** The error state of a screen: what went wrong, and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : "An unexpected error occurred.";
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row sm:items-center">
        <AlertTriangle aria-hidden="true" className="size-6 shrink-0 text-destructive" />
        <div className="flex-1 space-y-1">
          <p className="font-semibold text-ink">{title}</p>
          <p className="text-sm text-slate-700">{message}</p>
        </div>
        <Button type="button" variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </CardContent>
    </Card>
  );
}
