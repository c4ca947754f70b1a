import { SectionLoadError } from "./section-load-error.tsx";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { TEAM_MSG } from "../../../shared/contracts/team.ts";
import { canManage } from "../../../shared/roles.ts";
import { useSession } from "../../lib/session.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { InviteDialog } from "./InviteDialog.tsx";
import { useInvitations, useMembers } from "./team-api.ts";
import { InvitationRow, MemberRow } from "./team-rows.tsx";

/**
 * The spec's Team Management section (shown only with an organization). Everyone sees the members; admins
 * invite, change roles, remove, and see the pending invitations (the server enforces the same).
 */
export function TeamSection() {
  const { session } = useSession();
  const isAdmin = session?.organization ? canManage(session.organization.role) : false;
  const members = useMembers();
  const invitations = useInvitations(isAdmin);
  const [inviting, setInviting] = useState(false);
  const pending = invitations.data?.invitations ?? [];

  return (
    <Card id="team" role="region" aria-labelledby="team-heading" className="scroll-mt-6">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <h2 id="team-heading" className="text-lg font-semibold leading-tight text-ink">
            {TEAM_MSG.title}
          </h2>
          <CardDescription>{TEAM_MSG.subtitle}</CardDescription>
        </div>
        {isAdmin ? (
          <Button type="button" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" />
            {TEAM_MSG.invite}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-6">
        {members.isPending ? (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only" role="status">
              Loading team...
            </span>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : members.isError ? (
          <SectionLoadError query={members} fallback={"Could not load your team."} />
        ) : members.data.members.length === 0 ? (
          <p className="text-muted">{TEAM_MSG.empty}</p>
        ) : (
          <ul aria-label="Team members" className="divide-y divide-border rounded-md border border-border">
            {members.data.members.map((m) => (
              <MemberRow
                key={m.id}
                member={m}
                isAdmin={isAdmin}
                isSelf={m.id === session?.user.id}
                organizationName={session?.organization?.name ?? ""}
              />
            ))}
          </ul>
        )}
        {isAdmin && pending.length > 0 ? (
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-ink">Pending Invitations</h3>
            <ul aria-label="Pending invitations" className="divide-y divide-border rounded-md border border-border">
              {pending.map((inv) => (
                <InvitationRow key={inv.id} invitation={inv} />
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
      {isAdmin ? <InviteDialog open={inviting} onOpenChange={setInviting} /> : null}
    </Card>
  );
}
