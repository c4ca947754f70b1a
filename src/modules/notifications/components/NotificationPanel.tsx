import { Bell, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useNavigate } from "react-router";
import { formatDateTime } from "../../../web/lib/format.ts";
import { Button } from "../../../web/ui/button.tsx";
import { cn } from "../../../web/ui/cn.ts";
import { ListView } from "../../../web/ui/list-states.tsx";
import { Skeleton } from "../../../web/ui/skeleton.tsx";
import { useReturnFocus } from "../../../web/ui/use-return-focus.ts";
import type { Notification } from "../notifications.contract.ts";
import { useMarkAllRead, useMarkRead, useNotificationList, useUnreadCount } from "../notifications-api.ts";
import { isAppPath } from "./app-path.ts";

/**
 * The bell's panel (its own chunk): the caller's notifications newest first, a page at a time, unread ones marked;
 * choosing one marks it read and opens its record. A dialog under the bell (Radix: focus kept inside, Escape or a
 * click outside closes it, focus goes back to the bell); on a phone it spans the screen below the top bar.
 */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  useReturnFocus(true);
  const navigate = useNavigate();
  const list = useNotificationList();
  const count = useUnreadCount().data?.unread ?? 0;
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const anyUnread = count > 0 || notifications.some((n) => !n.read);

  const choose = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id);
    if (!isAppPath(n.link)) return;
    onClose();
    void navigate(n.link);
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/20 lg:bg-transparent" />
        <Dialog.Content aria-describedby={undefined} className={PANEL}>
          <div className="flex items-center justify-between gap-2 border-b border-border py-2 pl-4 pr-2">
            <Dialog.Title className="text-base font-semibold text-ink">Notifications</Dialog.Title>
            <div className="flex items-center gap-1">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => markAll.mutate()}
                disabled={!anyUnread || markAll.isPending}
                aria-busy={markAll.isPending}
                className="text-brand hover:text-brand-hover"
              >
                Mark all as read
              </Button>
              <Dialog.Close asChild>
                <Button type="button" variant="ghost" size="icon" aria-label="Close notifications">
                  <X aria-hidden="true" />
                </Button>
              </Dialog.Close>
            </div>
          </div>
          <div className="min-h-0 flex-1 space-y-2 overflow-y-auto p-2">
            <ListView
              query={list}
              count={notifications.length}
              errorTitle="Error fetching notifications"
              skeleton={<PanelSkeleton />}
              empty={<NoNotifications />}
            >
              <ul className="space-y-1">
                {notifications.map((n) => (
                  <li key={n.id}>
                    <NotificationItem notification={n} onChoose={choose} />
                  </li>
                ))}
              </ul>
            </ListView>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Below the phone's top bar across the screen; from `sm` a card under the bell; on a desktop under the sidebar's. */
const PANEL = cn(
  "fixed inset-x-2 top-[3.75rem] z-50 flex max-h-[calc(100dvh-4.5rem)] flex-col rounded-xl border border-border bg-white shadow-xl focus:outline-none",
  "sm:left-auto sm:right-4 sm:w-96 lg:left-3 lg:right-auto lg:top-[4.25rem] lg:max-h-[calc(100dvh-5.25rem)]",
);

/** One notification: unread ones carry a dot and a bolder title, and say "Unread" to a screen reader. */
function NotificationItem({
  notification: n,
  onChoose,
}: {
  notification: Notification;
  onChoose: (n: Notification) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onChoose(n)}
      className={cn(
        "flex w-full gap-3 rounded-md px-3 py-2.5 text-left transition-colors",
        n.read ? "hover:bg-surface" : "bg-blue-50 hover:bg-blue-100",
      )}
    >
      <span
        aria-hidden="true"
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-brand")}
      />
      <span className="min-w-0 flex-1">
        {n.read ? null : <span className="sr-only">Unread: </span>}
        <span className={cn("block break-words text-sm text-ink", n.read ? "font-medium" : "font-semibold")}>
          {n.title}
        </span>
        {n.body ? <span className="mt-0.5 block break-words text-sm text-slate-600">{n.body}</span> : null}
        <time dateTime={n.createdAt} className="mt-1 block text-xs text-slate-600">
          {formatDateTime(n.createdAt)}
        </time>
      </span>
    </button>
  );
}

function PanelSkeleton() {
  return (
    <div role="status" aria-label="Loading notifications" className="space-y-1">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2 px-3 py-2.5 pl-8">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}

function NoNotifications() {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-10 items-center justify-center rounded-full bg-blue-50 text-brand [&_svg]:size-5"
      >
        <Bell />
      </span>
      <p className="text-sm font-medium text-ink">No notifications yet.</p>
      <p className="text-sm text-slate-600">What happens in your organization that concerns you will show here.</p>
    </div>
  );
}
