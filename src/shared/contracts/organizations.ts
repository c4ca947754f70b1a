import { z } from "zod";
import { ROLES } from "../roles.ts";

/** The organizations a person belongs to, for switching between them. */
export const membershipList = z.object({
  organizations: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) })),
  activeId: z.string().nullable(),
});
export type MembershipList = z.infer<typeof membershipList>;

export const switchOrganizationBody = z.object({ organizationId: z.string().min(1).max(100) });
export type SwitchOrganizationBody = z.input<typeof switchOrganizationBody>;
