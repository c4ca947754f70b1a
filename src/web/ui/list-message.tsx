import type { ReactNode } from "react";
import { Card } from "./card.tsx";

/** A message in place of a list (empty, no matches, not found): what this is and the one thing to do next. */
export function ListMessage({
  icon,
  title,
  children,
  action,
  level = 2,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** 1 when the message is all the page has (e.g. "Project not found"). */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-full bg-blue-50 text-brand [&_svg]:size-6"
      >
        {icon}
      </span>
      <div className="max-w-md space-y-1">
        <Heading className="text-lg font-semibold text-ink">{title}</Heading>
        <div className="text-base text-slate-700">{children}</div>
      </div>
      {action}
    </Card>
  );
}
