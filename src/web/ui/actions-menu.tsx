import { MoreVertical } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

export type MenuAction = { label: string; onSelect: () => void; destructive?: boolean; icon?: ReactNode };

/**
 * A row's actions in one menu (UI.md: on a phone, actions move into a menu): a "⋮" button named for the row,
 * then items large enough for a thumb. Not modal, so a dialog an item opens (a confirmation) takes the focus.
 */
export function ActionsMenu({
  label,
  actions,
  className,
}: {
  label: string;
  actions: readonly MenuAction[];
  className?: string;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          className={cn(
            "inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
            className,
          )}
        >
          <MoreVertical aria-hidden="true" className="size-5" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-lg border border-border bg-white p-1 shadow-lg"
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              onSelect={action.onSelect}
              className={cn(
                "flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-base outline-none data-highlighted:bg-slate-100",
                action.destructive ? "text-destructive" : "text-ink",
              )}
            >
              {action.icon}
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
