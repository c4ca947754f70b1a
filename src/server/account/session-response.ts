import type { SessionResponse } from "../../shared/contracts/account.ts";
import type { Caller } from "../platform/caller.ts";

/** The signed-in user and organization, as the session and sign-in routes answer them. */
export function toSessionResponse(caller: Caller): SessionResponse {
  return {
    user: {
      id: caller.user.id,
      email: caller.user.email,
      fullName: caller.user.name,
      companyName: caller.user.companyName ?? null,
      avatarUrl: caller.user.image ?? null,
      emailVerified: caller.user.emailVerified,
    },
    organization: caller.organization,
  };
}
