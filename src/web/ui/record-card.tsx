import { useId, type ReactNode } from "react";
import { Card } from "./card.tsx";

/**
 * One record of a list as a card (a phone's view of RecordTable's row): its name as the card's heading, a muted
 * line under it, the row's actions beside it, then whatever the module shows of it.
 */
export function RecordCard({
  title,
  subtitle,
  actions,
  level = 2,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The heading's level: 3 where the list sits under a section's own heading. */
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <Card>
      <article aria-labelledby={headingId} className="space-y-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 space-y-0.5">
            <Heading id={headingId} className="break-words font-semibold text-ink">
              {title}
            </Heading>
            {subtitle ? <p className="break-words text-sm text-muted">{subtitle}</p> : null}
          </div>
          {actions}
        </div>
        {children}
      </article>
    </Card>
  );
}
