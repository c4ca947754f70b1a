import type { ReactNode } from "react";
import { Button } from "./button.tsx";

/** A screen's main action, given once and shown in the header and in the empty state ("Create Project"). */
export type PrimaryAction = { label: string; icon: ReactNode; onClick: () => void };

export function PrimaryActionButton({ action }: { action: PrimaryAction }) {
  return (
    <Button type="button" onClick={action.onClick}>
      {action.icon}
      {action.label}
    </Button>
  );
}

/**
 * A dashboard screen's title, what it is for in one line, and its actions: `action` for the one main action
 * (null for a viewer), or `actions` for several.
 */
export function PageHeader({
  title,
  description,
  action,
  actions,
}: {
  title: string;
  description: ReactNode;
  action?: PrimaryAction | null;
  actions?: ReactNode;
}) {
  const shown = action ? <PrimaryActionButton action={action} /> : actions;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="text-base text-slate-700">{description}</p>
      </div>
      {shown ? <div className="flex shrink-0 flex-wrap gap-2 self-start sm:self-auto">{shown}</div> : null}
    </header>
  );
}
