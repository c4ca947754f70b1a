import type { OrganizationContext } from "../account/session.queries.ts";
import type { Role } from "../../shared/roles.ts";

// Who a request acts for and the scope every query takes: types only, so that the account's queries can name them
// without importing the access checks (which read the account's sessions and tokens).

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  emailVerified: boolean;
  companyName?: string | null;
};

/**
 * Who a request acts for. A personal API token's caller (on `/api/v1` only) has `apiTokenId`, the admin who
 * made it as `user`, no session (`sessionId` empty) and the role its scope gives (api-token-access.ts).
 */
export type Caller = {
  user: SessionUser;
  organization: OrganizationContext | null;
  sessionId: string;
  apiTokenId?: string;
  /** When the session ends (a session's caller). */ expiresAt?: Date;
};

/** Every query on organization data takes this: whose data, who asks, with which role. */
export type Scope = { organizationId: string; userId: string; role: Role };
