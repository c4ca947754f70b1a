import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import type { SessionResponse } from "../../../shared/contracts/account.ts";
import { NotificationBell } from "../../../modules/notifications/notifications.public.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { ModuleNav } from "./Sidebar.tsx";
import { ShellLogo } from "./ShellLogo.tsx";
import { UserMenu } from "./UserMenu.tsx";

/** Tailwind's lg breakpoint, where the fixed sidebar takes over. */
const DESKTOP_QUERY = "(min-width: 64rem)";

/**
 * Below lg: a top bar with the logo, the notification bell and a menu button that opens the sidebar as a modal drawer.
 * Radix Dialog traps focus, closes on Escape and backdrop click, and returns focus to the button.
 */
export function MobileNav({ session }: { session: SessionResponse }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  // A drawer left open while the window grows to desktop width would keep trapping focus behind the fixed sidebar.
  useEffect(() => {
    const mq = window.matchMedia(DESKTOP_QUERY);
    const onChange = (e: MediaQueryListEvent) => {
      if (e.matches) setOpen(false);
    };
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-white px-4 lg:hidden">
        <ShellLogo />
        <div className="flex items-center gap-1">
          <NotificationBell />
          <Dialog.Trigger asChild>
            <Button type="button" variant="ghost" size="icon" aria-label="Open navigation" className="[&_svg]:size-6">
              <Menu aria-hidden="true" />
            </Button>
          </Dialog.Trigger>
        </div>
      </header>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none lg:hidden"
        >
          <Dialog.Title className="sr-only">Navigation</Dialog.Title>
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-border px-4">
            <ShellLogo onClick={close} />
            <Dialog.Close asChild>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label="Close navigation"
                className="[&_svg]:size-5"
              >
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <ModuleNav onNavigate={close} />
          <UserMenu session={session} onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
