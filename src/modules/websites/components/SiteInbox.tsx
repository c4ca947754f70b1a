import { Inbox, Mail, MailOpen, Trash2 } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "../../../web/lib/format.ts";
import { Badge } from "../../../web/ui/badge.tsx";
import { Button } from "../../../web/ui/button.tsx";
import { Card, CardContent } from "../../../web/ui/card.tsx";
import { ConfirmDialog } from "../../../web/ui/confirm-dialog.tsx";
import { EmptyList, ListSkeleton, ListView } from "../../../web/ui/list-states.tsx";
import { toast } from "../../../web/ui/toast.tsx";
import type { SiteMessage } from "../websites.contract.ts";
import { useDeleteMessage, useMarkMessage, useSiteMessages } from "../websites-api.ts";

/** The inbox: what visitors sent through the published site's contact form, newest first. */
export function SiteInbox({ canWrite }: { canWrite: boolean }) {
  const list = useSiteMessages();
  const mark = useMarkMessage();
  const [deleting, setDeleting] = useState<SiteMessage | null>(null);
  const messages = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <>
      <ListView
        query={list}
        count={messages.length}
        errorTitle="Error fetching messages"
        skeleton={<ListSkeleton label="Loading messages" count={3} />}
        empty={
          <EmptyList
            icon={<Inbox />}
            title="No messages yet"
            action={null}
            readOnlyText="Messages visitors send through your published site's contact form appear here, and your admins get each by e-mail."
          >
            {null}
          </EmptyList>
        }
      >
        <ul className="space-y-3" aria-label="Messages">
          {messages.map((m) => (
            <li key={m.id}>
              <Card className={m.read ? undefined : "border-brand"}>
                <CardContent className="space-y-2 pt-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium text-ink">
                        {m.name} {m.read ? null : <Badge tone="brand">New</Badge>}
                      </p>
                      <p className="text-sm text-muted">
                        <a className="text-brand underline-offset-4 hover:underline" href={`mailto:${m.email}`}>
                          {m.email}
                        </a>
                        {m.phone ? ` · ${m.phone}` : ""} · {formatDateTime(m.receivedAt)}
                      </p>
                    </div>
                    {canWrite ? (
                      <div className="flex gap-2">
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          disabled={mark.isPending}
                          onClick={() =>
                            mark.mutate(
                              { id: m.id, read: !m.read },
                              { onError: (err) => toast.error("Could not update the message", err.message) },
                            )
                          }
                        >
                          {m.read ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
                          {m.read ? "Mark as unread" : "Mark as read"}
                          <span className="sr-only">{`: message from ${m.name}`}</span>
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          className="text-destructive hover:bg-red-50"
                          onClick={() => setDeleting(m)}
                        >
                          <Trash2 aria-hidden="true" />
                          Delete<span className="sr-only">{` message from ${m.name}`}</span>
                        </Button>
                      </div>
                    ) : null}
                  </div>
                  <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{m.message}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </ListView>
      {deleting ? <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

function DeleteMessageDialog({ message, onClose }: { message: SiteMessage; onClose: () => void }) {
  const remove = useDeleteMessage();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete Message"
      description={`The message from ${message.name} is deleted. This cannot be undone.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(message.id, {
          onSuccess: () => {
            toast.success("Message deleted");
            onClose();
          },
          onError: (err) => toast.error("Could not delete the message", err.message),
        })
      }
    />
  );
}
