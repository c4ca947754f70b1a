import { Avatar } from "radix-ui";
import { Mail, Trash2, X } from "lucide-react";
import { useState } from "react";
import { ROLE_LABELS, TEAM_MSG, type InvitationSummary, type MemberSummary } from "../../../shared/contracts/team.ts";
import { isRole, ROLES } from "../../../shared/roles.ts";
import { formatTimestampDay } from "../../lib/format.ts";
import { useSession } from "../../lib/session.tsx";
import { initials } from "../../lib/person.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Select } from "../../ui/select.tsx";
import { toast } from "../../ui/toast.tsx";
import { useChangeRole, useRemoveMember, useResendInvitation, useRevokeInvitation } from "./team-api.ts";

const errorText = (err: unknown) =>
  err instanceof Error && err.message ? err.message : "An unexpected error occurred.";

/** A member row: avatar, full name or e-mail, e-mail, and (for admins) a role selector and a remove button. */
export function MemberRow({
  member,
  isAdmin,
  isSelf,
  organizationName,
}: {
  member: MemberSummary;
  isAdmin: boolean;
  isSelf: boolean;
  organizationName: string;
}) {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const { refresh } = useSession();
  const [confirming, setConfirming] = useState(false);
  const name = member.fullName || member.email;

  // mutateAsync, not mutate's callbacks: a removed row unmounts when the list reloads, and its toast must still show.
  async function onRole(value: string) {
    if (!isRole(value) || value === member.role) return;
    try {
      await changeRole.mutateAsync({ userId: member.id, role: value });
    } catch (err) {
      toast.error(TEAM_MSG.roleError, errorText(err));
      return;
    }
    toast.success(TEAM_MSG.roleUpdated.title, TEAM_MSG.roleUpdated.message);
    // One's own role decides what the dashboard offers.
    if (isSelf) void refresh();
  }

  async function onRemove() {
    try {
      await remove.mutateAsync(member.id);
    } catch (err) {
      setConfirming(false);
      toast.error(TEAM_MSG.removeError, errorText(err));
      return;
    }
    setConfirming(false);
    toast.success(TEAM_MSG.memberRemoved.title, TEAM_MSG.memberRemoved.message);
    if (isSelf) void refresh();
  }

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar.Root
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-100 text-sm font-semibold text-blue-800"
        >
          {member.avatarUrl ? <Avatar.Image src={member.avatarUrl} alt="" className="size-full object-cover" /> : null}
          <Avatar.Fallback>{initials(member)}</Avatar.Fallback>
        </Avatar.Root>
        <div className="min-w-0">
          <p className="truncate font-medium text-ink" title={name}>
            {name}
            {isSelf ? <span className="text-muted"> (you)</span> : null}
          </p>
          <p className="truncate text-sm text-muted" title={member.email}>
            {member.email}
          </p>
        </div>
      </div>
      {isAdmin ? (
        <div className="flex items-center gap-2">
          <div className="w-36">
            <Select
              aria-label={`Role of ${name}`}
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(e) => void onRole(e.target.value)}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${name}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Remove team member?"
            description={`${name} will lose access to ${organizationName || "your organization"} at once.`}
            confirmLabel="Remove"
            busy={remove.isPending}
            onConfirm={() => void onRemove()}
          />
        </div>
      ) : (
        <Badge tone={member.role === "admin" ? "brand" : "neutral"}>{ROLE_LABELS[member.role]}</Badge>
      )}
    </li>
  );
}

/** A pending invitation (admins): address, role, expiry, and re-send or revoke. */
export function InvitationRow({ invitation: inv }: { invitation: InvitationSummary }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const busy = resend.isPending || revoke.isPending;

  async function onResend() {
    try {
      const sent = await resend.mutateAsync(inv.id);
      toast.success(TEAM_MSG.invitationResent, `A new link has been sent to ${sent.email}.`);
    } catch (err) {
      toast.error(TEAM_MSG.sendError, errorText(err));
    }
  }

  async function onRevoke() {
    try {
      await revoke.mutateAsync(inv.id);
      toast.success(TEAM_MSG.invitationRevoked.title, TEAM_MSG.invitationRevoked.message);
    } catch (err) {
      toast.error("Error Revoking Invitation", errorText(err));
    }
  }

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink" title={inv.email}>
          {inv.email}
        </p>
        <p className="text-sm text-muted">
          {ROLE_LABELS[inv.role]} · {inv.expired ? "Expired" : `Expires ${formatTimestampDay(inv.expiresAt)}`}
        </p>
      </div>
      {inv.expired ? <Badge tone="warning">Expired</Badge> : <Badge tone="neutral">Pending</Badge>}
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Re-send invitation to ${inv.email}`}
          onClick={() => void onResend()}
        >
          <Mail aria-hidden="true" />
          Re-send
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Revoke invitation to ${inv.email}`}
          onClick={() => void onRevoke()}
        >
          <X aria-hidden="true" />
          Revoke
        </Button>
      </div>
    </li>
  );
}
