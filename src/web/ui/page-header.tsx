import type { ReactNode } from "react";

/** A dashboard screen's title, what it is for in one line, and its main actions (shown to writers only by the caller). */
export function PageHeader({ title, description, actions }: { title: string; description: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="text-base text-slate-700">{description}</p>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2 self-start sm:self-auto">{actions}</div> : null}
    </header>
  );
}
