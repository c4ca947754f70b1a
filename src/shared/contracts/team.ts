import { z } from "zod";
import { ROLES } from "../roles.ts";

/** A member of the caller's organization, as pickers (project manager) and the team list show them. */
export const memberSummary = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const memberList = z.object({ members: z.array(memberSummary) });
export type MemberList = z.infer<typeof memberList>;
