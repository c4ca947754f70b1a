import { Bell } from "lucide-react";
import { useState } from "react";
import { lazyDialog } from "../../web/lib/lazy-dialog.tsx";
import { useHasFeature } from "../../web/lib/use-has-feature.ts";
import { Button } from "../../web/ui/button.tsx";
import { cn } from "../../web/ui/cn.ts";
import { useUnreadCount } from "./notifications-api.ts";

/**
 * The notifications module's public component (issue 30): the bell the dashboard shell shows. Only the button and
 * the count come with the shell; the panel is its own chunk, fetched once the page has settled.
 */

const NotificationPanel = lazyDialog(() => import("./components/NotificationPanel.tsx"), "NotificationPanel");

/** What the badge says: the count, or "99+" from 100 (the server counts no further). */
export const unreadLabel = (count: number): string => (count > 99 ? "99+" : String(count));

/** The bell with the caller's unread count; it opens the list. Every plan has it (it comes with projects). */
export function NotificationBell({ className }: { className?: string }) {
  const enabled = useHasFeature("projects");
  const unread = useUnreadCount(enabled);
  const [open, setOpen] = useState(false);
  if (!enabled) return null;
  const count = unread.data?.unread ?? 0;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={count > 0 ? `Notifications, ${unreadLabel(count)} unread` : "Notifications"}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={cn("relative [&_svg]:size-5", className)}
      >
        <Bell aria-hidden="true" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-brand px-1 text-[0.6875rem] font-semibold leading-none text-white tabular-nums ring-2 ring-white"
          >
            {unreadLabel(count)}
          </span>
        ) : null}
      </Button>
      {open ? <NotificationPanel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
