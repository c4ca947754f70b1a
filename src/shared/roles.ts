/** Team roles: admin manages team, billing and settings; member creates and edits; viewer reads only. */
export const ROLES = ["admin", "member", "viewer"] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_INVITE_ROLE: Role = "member";

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export const canWrite = (role: Role): boolean => role !== "viewer";
export const canManage = (role: Role): boolean => role === "admin";
