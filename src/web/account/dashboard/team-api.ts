import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import type { InviteInput } from "../../../shared/contracts/team.ts";
import { accountEndpoints } from "../../../shared/contracts/account.routes.ts";
import type { Role } from "../../../shared/roles.ts";

/** The team section's server calls and cache keys (browser only). */
export const teamKeys = {
  members: ["team", "members"] as const,
  invitations: ["team", "invitations"] as const,
};

export function useMembers() {
  return useQuery({
    queryKey: teamKeys.members,
    queryFn: ({ signal }) => call(accountEndpoints.team.members, { signal }),
  });
}

/** Pending invitations: admins only (the server refuses others). */
export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.invitations,
    queryFn: ({ signal }) => call(accountEndpoints.team.invitations, { signal }),
    enabled,
  });
}

/** After any team change the team data is reloaded (spec). */
function useReloadTeam() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: teamKeys.members }),
      qc.invalidateQueries({ queryKey: teamKeys.invitations }),
    ]);
}

export function useInvite() {
  const reload = useReloadTeam();
  return useMutation({
    mutationFn: (body: InviteInput) => call(accountEndpoints.team.invite, { body }),
    onSuccess: reload,
  });
}

export function useResendInvitation() {
  const reload = useReloadTeam();
  return useMutation({
    mutationFn: (id: string) => call(accountEndpoints.team.resendInvitation, { params: { id } }),
    onSuccess: reload,
  });
}

export function useRevokeInvitation() {
  const reload = useReloadTeam();
  return useMutation({
    mutationFn: (id: string) => call(accountEndpoints.team.revokeInvitation, { params: { id } }),
    onSuccess: reload,
  });
}

export function useChangeRole() {
  const reload = useReloadTeam();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      call(accountEndpoints.team.changeRole, { params: { userId }, body: { role } }),
    onSuccess: reload,
  });
}

export function useRemoveMember() {
  const reload = useReloadTeam();
  return useMutation({
    mutationFn: (userId: string) => call(accountEndpoints.team.removeMember, { params: { userId } }),
    onSuccess: reload,
  });
}
