import { useUrlFilters } from "../../../web/lib/use-url-filters.ts";
import { isDepartment, isEmployeeStatus } from "../hr.constants.ts";
import type { DirectoryFilters } from "../hr.filters.ts";

function read(params: URLSearchParams): DirectoryFilters {
  const department = params.get("department") ?? "";
  const status = params.get("status") ?? "";
  return {
    q: (params.get("q") ?? "").trim(),
    department: isDepartment(department) ? department : "",
    status: isEmployeeStatus(status) ? status : "",
  };
}

/** The directory's search and filters, kept in the address (?q=&department=&status=). */
export const useDirectoryFilters = () => useUrlFilters(read);
