import { useQuery } from "@tanstack/react-query";
import { undeliveredEndpoints } from "../../../shared/contracts/undelivered-notifications.routes.ts";
import { canManage } from "../../../shared/roles.ts";
import { call } from "../../lib/api.ts";
import { useSession } from "../../lib/session.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { SectionLoadError } from "./section-load-error.tsx";

const CHANNEL_LABELS = { email: "E-mail", push: "Push", sms: "SMS", slack: "Slack" } as const;

/**
 * Admins only (issue 30): the organization's notifications that could not be delivered after their last try, with
 * the reason, so that an admin can fix what is wrong (a phone number, a Slack webhook). Nothing shown when none.
 */
export function UndeliveredNotifications() {
  const { session } = useSession();
  const isAdmin = session?.organization ? canManage(session.organization.role) : false;
  const list = useQuery({
    queryKey: ["notifications", "undelivered"],
    queryFn: ({ signal }) => call(undeliveredEndpoints.list, { signal }),
    enabled: isAdmin,
  });
  if (!isAdmin || (list.isSuccess && list.data.deliveries.length === 0)) return null;
  return (
    <Card role="region" aria-labelledby="undelivered-heading">
      <CardHeader>
        <h2 id="undelivered-heading" className="text-lg font-semibold leading-tight text-ink">
          Undelivered Notifications
        </h2>
        <CardDescription>Notifications that could not be delivered after every try, with the reason.</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Skeleton className="h-16" />
        ) : list.isError ? (
          <SectionLoadError query={list} fallback="Could not load the undelivered notifications." />
        ) : (
          <ul className="divide-y divide-border">
            {list.data.deliveries.map((d) => (
              <li key={d.id} className="space-y-0.5 py-3 text-sm">
                <p className="font-medium text-ink">{d.title}</p>
                <p className="text-muted">
                  {CHANNEL_LABELS[d.channel]} to {d.recipient} · {new Date(d.createdAt).toLocaleString()}
                </p>
                <p className="break-words text-red-700">{d.error}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
