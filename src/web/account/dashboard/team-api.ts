import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import type { InvitationList, InvitationSummary, InviteInput, MemberList, MemberSummary } from "../../../shared/contracts/team.ts";
import type { Role } from "../../../shared/roles.ts";

/** The team section's server calls and cache keys (browser only). */
export const teamKeys = {
  members: ["team", "members"] as const,
  invitations: ["team", "invitations"] as const,
};

export function useMembers() {
  return useQuery({ queryKey: teamKeys.members, queryFn: ({ signal }) => api<MemberList>("/api/team/members", { signal }) });
}

/** Pending invitations: admins only (the server refuses others). */
export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.invitations,
    queryFn: ({ signal }) => api<InvitationList>("/api/team/invitations", { signal }),
    enabled,
  });
}

/** After any team change the team data is reloaded (spec). */
function useReloadTeam() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: teamKeys.members }), qc.invalidateQueries({ queryKey: teamKeys.invitations })]);
}

export function useInvite() {
  const reload = useReloadTeam();
  return useMutation({
    mutationFn: (body: InviteInput) => api<InvitationSummary>("/api/team/invitations", { body }),
    onSuccess: reload,
  });
}

export function useResendInvitation() {
  const reload = useReloadTeam();
  return useMutation({
    mutationFn: (id: string) => api<InvitationSummary>(`/api/team/invitations/${encodeURIComponent(id)}/resend`, { body: {} }),
    onSuccess: reload,
  });
}

export function useRevokeInvitation() {
  const reload = useReloadTeam();
  return useMutation({
    mutationFn: (id: string) => api(`/api/team/invitations/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: reload,
  });
}

export function useChangeRole() {
  const reload = useReloadTeam();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      api<MemberSummary>(`/api/team/members/${encodeURIComponent(userId)}`, { method: "PATCH", body: { role } }),
    onSuccess: reload,
  });
}

export function useRemoveMember() {
  const reload = useReloadTeam();
  return useMutation({
    mutationFn: (userId: string) => api(`/api/team/members/${encodeURIComponent(userId)}`, { method: "DELETE" }),
    onSuccess: reload,
  });
}
