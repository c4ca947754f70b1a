import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { useDrawn } from "./drawn-dialog.tsx";
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
  const drawn = useDrawn();
  const panel = cn(
    "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-xl bg-white shadow-xl focus:outline-none",
    "sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl",
    WIDTHS[size],
    className,
  );
  const body = <div className="flex-1 overflow-y-auto p-4 sm:p-6">{children}</div>;
  const foot = footer ? (
    <div className="flex flex-col-reverse gap-2 border-t border-border p-4 sm:flex-row sm:flex-wrap sm:justify-end sm:px-6">
      {footer}
    </div>
  ) : null;
  const close = (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label="Close"
      className="-mr-2 -mt-2 shrink-0"
      data-dialog-close=""
    >
      <X aria-hidden="true" />
    </Button>
  );

  // Drawn by the server for after-paint.js to open before the app has come (decision 0045): the same dialog as a
  // native one, which the browser makes modal (the page behind inert, Escape closes it). Only the server's page
  // renderer draws it (`import.meta.env.SSR`), so the browser's bundle leaves this branch out.
  if (import.meta.env.SSR && drawn) {
    const titleId = `${DRAWN_ID}-title`;
    const descriptionId = `${DRAWN_ID}-description`;
    return (
      <dialog
        data-drawn=""
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={cn(
          panel,
          "top-auto m-0 w-full max-w-none border-0 p-0 text-ink backdrop:bg-slate-900/50 open:flex [&:not([open])]:hidden",
        )}
      >
        <div className={HEADER}>
          <div className="space-y-1">
            <h2 id={titleId} className={TITLE}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={DESCRIPTION}>
                {description}
              </p>
            ) : null}
          </div>
          {close}
        </div>
        {body}
        {foot}
      </dialog>
    );
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content {...(description ? {} : { "aria-describedby": undefined })} className={panel}>
          <div className={HEADER}>
            <div className="space-y-1">
              <RadixDialog.Title className={TITLE}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={DESCRIPTION}>{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close asChild>{close}</RadixDialog.Close>
          </div>
          {body}
          {foot}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const HEADER = "flex items-start justify-between gap-4 border-b border-border p-4 sm:p-6";
const TITLE = "text-lg font-semibold text-ink";
const DESCRIPTION = "text-sm text-muted";
/** The ids in a drawn dialog (one is open at a time, and never beside the app's own). */
const DRAWN_ID = "drawn-dialog";
