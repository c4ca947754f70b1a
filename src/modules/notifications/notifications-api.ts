import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import { call } from "../../web/lib/api.ts";
import { errorRow, toastFailure } from "../../web/lib/failure-toast.ts";
import type { Notification, NotificationList, UnreadCount } from "./notifications.contract.ts";
import { UNREAD_CAP, UNREAD_POLL_MS } from "./notifications.constants.ts";
import { notificationsEndpoints as api } from "./notifications.routes.ts";

/** The bell's server calls and their keys (browser only). */

export const notificationKeys = {
  all: ["notifications"] as const,
  unread: () => [...notificationKeys.all, "unread"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
};

type ListData = InfiniteData<NotificationList, string>;

/**
 * The unread count, asked for every UNREAD_POLL_MS while the tab is visible (TanStack pauses the interval in a
 * hidden tab) and at once when the tab comes back: a count is one indexed query, and polling needs no
 * connection held open per person (issue 30).
 */
export const useUnreadCount = (enabled = true) =>
  useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => call(api.unread, { signal }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: "always",
  });

/**
 * The caller's notifications, newest first, a page at a time. Read again each time the panel opens (what came
 * since is on top); the first page's count is the freshest the bell can show.
 */
export function useNotificationList() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    initialPageParam: "",
    queryFn: async ({ pageParam, signal }): Promise<NotificationList> => {
      const page = await call(api.list, { query: pageParam ? { cursor: pageParam } : {}, signal });
      if (!pageParam) queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), { unread: page.unread });
      return page;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** The list with the notifications `which` picks marked read. */
function markedRead(data: ListData | undefined, which: (n: Notification) => boolean): ListData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((n) => (n.read || !which(n) ? n : { ...n, read: true })),
    })),
  };
}

function isUnreadInList(queryClient: QueryClient, id: string): boolean {
  const data = queryClient.getQueryData<ListData>(notificationKeys.list());
  return data?.pages.some((p) => p.notifications.some((n) => n.id === id && !n.read)) ?? false;
}

/**
 * Marks one read, at once on screen (a failure is rare and put back); the count is asked for again after, since
 * a count at the cap cannot be lowered by one here.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.read, { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.unread(), exact: true });
      const list = queryClient.getQueryData<ListData>(notificationKeys.list());
      const count = queryClient.getQueryData<UnreadCount>(notificationKeys.unread());
      if (isUnreadInList(queryClient, id)) {
        queryClient.setQueryData<ListData>(notificationKeys.list(), (data) => markedRead(data, (n) => n.id === id));
        if (count && count.unread > 0 && count.unread < UNREAD_CAP)
          queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), { unread: count.unread - 1 });
      }
      return { list, count };
    },
    onError: (err, _id, before) => {
      if (before?.list) queryClient.setQueryData(notificationKeys.list(), before.list);
      if (before?.count) queryClient.setQueryData(notificationKeys.unread(), before.count);
      toastFailure(errorRow("Failed to mark the notification as read"), err);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread(), exact: true }),
  });
}

/** Marks all of the caller's read: the list and the count follow the answer. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.readAll),
    onSuccess: (answer) => {
      queryClient.setQueryData<ListData>(notificationKeys.list(), (data) => markedRead(data, () => true));
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), answer);
    },
    onError: (err) => toastFailure(errorRow("Failed to mark notifications as read"), err),
  });
}
