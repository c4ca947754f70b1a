import { AlertTriangle, RotateCw } from "lucide-react";
import { Button } from "./button.tsx";
import { Card } from "./card.tsx";

/** The error state of a screen or a part of one: what went wrong, and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying,
  level = 2,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The title's heading level where the error stands. */
  level?: 1 | 2 | 3;
}) {
  const Heading = level === 1 ? "h1" : level === 2 ? "h2" : "h3";
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 border-red-200 px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive [&_svg]:size-6"
      >
        <AlertTriangle />
      </span>
      <div className="max-w-md space-y-1">
        <Heading className="text-lg font-semibold text-ink">{title}</Heading>
        <p className="text-base text-slate-700">{message}</p>
      </div>
      <Button type="button" variant="outline" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        {retrying ? "Retrying…" : "Retry"}
      </Button>
    </Card>
  );
}
