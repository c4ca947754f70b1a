/** The dashboard shell's own first data: the organizations the account belongs to (the organization switcher). */
export const ORGANIZATIONS_PATH = "/api/organizations";
