import type { Department, EmployeeStatus } from "./hr.constants.ts";

/** The directory's search and filters as the address keeps them ("" is "all"). */
export type DirectoryFilters = {
  q: string;
  department: Department | "";
  status: EmployeeStatus | "";
};

export const NO_DIRECTORY_FILTERS: DirectoryFilters = { q: "", department: "", status: "" };
