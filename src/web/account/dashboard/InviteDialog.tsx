import { useState, type FormEvent } from "react";
import { inviteBody, invitationSentMessage, ROLE_LABELS, TEAM_MSG } from "../../../shared/contracts/team.ts";
import { DEFAULT_INVITE_ROLE, isRole, type Role } from "../../../shared/roles.ts";
import { ApiError } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Field, Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { toast } from "../../ui/toast.tsx";
import { useInvite } from "./team-api.ts";

/** The spec's order of the role choices: member (the default), admin, viewer. */
const INVITE_ROLES: readonly Role[] = ["member", "admin", "viewer"];

/** The spec's 'Invite New Team Member' dialog: e-mail and role; a real invitation e-mail is sent. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInvite();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>(DEFAULT_INVITE_ROLE);
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (invite.isPending) return;
    if (email.trim() === "") {
      setError(TEAM_MSG.emailRequired.message);
      toast.error(TEAM_MSG.emailRequired.title, TEAM_MSG.emailRequired.message);
      return;
    }
    const parsed = inviteBody.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TEAM_MSG.invalidEmail);
      return;
    }
    setError(undefined);
    try {
      const sent = await invite.mutateAsync(parsed.data);
      toast.success(TEAM_MSG.invitationSent, invitationSentMessage(sent.email, sent.role));
      setEmail("");
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.fields?.email) setError(err.fields.email);
      toast.error(TEAM_MSG.sendError, err instanceof Error ? err.message : "An unexpected error occurred.");
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
      title={TEAM_MSG.dialogTitle}
      description={TEAM_MSG.dialogText}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Email" htmlFor="invite-email" error={error}>
          <Input
            id="invite-email"
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="colleague@company.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "invite-email-error" : undefined}
          />
        </Field>
        <Field label="Role" htmlFor="invite-role">
          <Select id="invite-role" value={role} onChange={(e) => isRole(e.target.value) && setRole(e.target.value)}>
            {INVITE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
            {invite.isPending ? TEAM_MSG.sending : TEAM_MSG.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
