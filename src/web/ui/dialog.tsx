import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { useReturnFocus } from "./use-return-focus.ts";
import { cn } from "./cn.ts";

/**
 * A modal dialog: traps focus, closes on Escape and on the backdrop, returns focus to what opened it
 * (useReturnFocus).
 * Full-screen sheet on a phone, centred card from `sm` up, as wide as `size` says (a width passed in
 * `className` would lose to the default one: `cn` does not resolve clashing classes).
 */
const WIDTHS = { md: "sm:max-w-lg", lg: "sm:max-w-xl", xl: "sm:max-w-2xl", full: "sm:max-w-5xl" } as const;

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
  className?: string;
}) {
  useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-xl bg-white shadow-xl focus:outline-none",
            "sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl",
            WIDTHS[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-border p-4 sm:p-6">
            <div className="space-y-1">
              <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className="text-sm text-muted">{description}</RadixDialog.Description> : null}
            </div>
            <RadixDialog.Close asChild>
              <Button type="button" variant="ghost" size="icon" aria-label="Close" className="-mr-2 -mt-2 shrink-0">
                <X aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4 sm:p-6">{children}</div>
          {footer ? <div className="flex flex-col-reverse gap-2 border-t border-border p-4 sm:flex-row sm:flex-wrap sm:justify-end sm:px-6">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
