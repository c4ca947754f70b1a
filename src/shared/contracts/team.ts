import { z } from "zod";
import { MSG } from "../messages.ts";
import { ROLES, DEFAULT_INVITE_ROLE, type Role } from "../roles.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./account.ts";

/** How long an invitation link stays valid (a re-send starts the period again). */
export const INVITATION_DAYS = 7;

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", member: "Member", viewer: "Viewer" };

/** The spec's texts for Team Management, and the rules it lacks. */
export const TEAM_MSG = {
  title: "Team Management",
  subtitle: "Invite and manage members of your organization.",
  invite: "Invite Member",
  dialogTitle: "Invite New Team Member",
  dialogText: "Enter the email address and select a role for the new team member.",
  send: "Send Invitation",
  sending: "Sending...",
  empty: "No team members yet. Invite someone to collaborate!",
  emailRequired: { title: "Email Required", message: "Please enter an email to invite." },
  invitationSent: "Invitation Sent",
  sendError: "Error Sending Invitation",
  removeError: "Error Removing Member",
  roleError: "Error Updating Role",
  memberRemoved: { title: "Member Removed", message: "The team member has been removed." },
  roleUpdated: { title: "Role Updated", message: "Team member's role has been updated." },
  invitationResent: "Invitation Re-sent",
  invitationRevoked: { title: "Invitation Revoked", message: "The invitation link no longer works." },
  alreadyMember: "This person is already a member of your organization.",
  alreadyInvited: "An invitation to this address is already pending. You can re-send it from the list.",
  lastAdmin: "Your organization needs at least one admin. Make another member an admin first.",
  emailMismatch: "This invitation was sent to another email address. Sign in with that address to accept it.",
  invalidEmail: "Please enter a valid email address.",
} as const;

export const invitationSentMessage = (email: string, role: Role) =>
  `An invitation has been sent to ${email} for the role of ${role}.`;

/** A member of the caller's organization, as pickers (project manager) and the team list show them. */
export const memberSummary = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  avatarUrl: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const memberList = z.object({ members: z.array(memberSummary) });
export type MemberList = z.infer<typeof memberList>;

/** `:userId` in a member's address: any string; an unknown or foreign one is a 404. */
export const memberParam = z.object({ userId: z.string().min(1).max(100) });

export const roleBody = z.object({ role: z.enum(ROLES, { error: "Please choose a role: admin, member or viewer." }) });
export type RoleBody = z.input<typeof roleBody>;

export const inviteBody = z.object({
  email: z
    .string({ error: TEAM_MSG.emailRequired.message })
    .trim()
    .toLowerCase()
    .min(1, TEAM_MSG.emailRequired.message)
    .pipe(z.email(TEAM_MSG.invalidEmail).max(254, TEAM_MSG.invalidEmail)),
  role: z.enum(ROLES, { error: "Please choose a role: admin, member or viewer." }).default(DEFAULT_INVITE_ROLE),
});
export type InviteInput = z.input<typeof inviteBody>;

/** A pending invitation as admins see it in the team list. */
export const invitationSummary = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  expiresAt: z.string(),
  /** Past its expiry: the link no longer works, a re-send renews it. */
  expired: z.boolean(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type InvitationSummary = z.infer<typeof invitationSummary>;

export const invitationList = z.object({ invitations: z.array(invitationSummary) });
export type InvitationList = z.infer<typeof invitationList>;

/** `:token` of an invitation link. */
export const invitationTokenParam = z.object({ token: z.string().min(1).max(200) });

/** What the accept page shows to whoever holds the link (nothing about whether the address has an account). */
export const publicInvitation = z.object({
  organizationName: z.string(),
  role: z.enum(ROLES),
  email: z.string(),
  expiresAt: z.string(),
});
export type PublicInvitation = z.infer<typeof publicInvitation>;

/** Sign-up from an invitation link: the e-mail is the invitation's, so it is not asked for. */
export const invitationSignUpBody = z
  .object({
    fullName: z.string().trim().min(1, "Please enter your full name.").max(120),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, MSG.weakPassword.message)
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`),
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: MSG.passwordMismatch.message,
    path: ["confirmPassword"],
  });
export type InvitationSignUpBody = z.infer<typeof invitationSignUpBody>;

/**
 * A sign-up through an invitation link: `signedIn` when the account was created and joined (the link proved the
 * address, so the answer carries a session); false when the address already had an account (it gets an e-mail
 * saying so, and joins by signing in and accepting).
 */
export const invitationSignUpResponse = z.object({ ok: z.literal(true), signedIn: z.boolean() });
export type InvitationSignUpResponse = z.infer<typeof invitationSignUpResponse>;

export const acceptInvitationResponse = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  role: z.enum(ROLES),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;
