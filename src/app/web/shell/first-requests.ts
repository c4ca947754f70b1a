import { accountEndpoints } from "../../../shared/contracts/account.routes.ts";
import { href } from "../../../shared/route.ts";

/** The dashboard shell's own first data: the organizations the account belongs to (the organization switcher). */
export const ORGANIZATIONS_PATH = href(accountEndpoints.organizations.list, {});
