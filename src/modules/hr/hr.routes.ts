import type { Deleted } from "../../shared/contracts/common.ts";
import { href, route } from "../../shared/route.ts";
import type {
  Employee,
  EmployeeInput,
  EmployeeList,
  EmployeeListQuery,
  HrEvents,
  HrReport,
  ReportInput,
  TodayQuery,
  UserLinkInput,
} from "./hr.contract.ts";

const reportFile = <F extends "pdf" | "xlsx" | "csv">(format: F) =>
  route("GET", `/api/hr/reports/:id/${format}`).with<{ answer: void }>();

/**
 * The HR module's routes (decision 0047): the server registers them, the browser calls them. Nothing heavier than
 * strings at run time, so the app may ask for a page's first data while its code loads (`firstRequests`). An
 * employee's certifications travel with the employee (no certification routes of their own).
 */
export const hrEndpoints = {
  /** A page of the directory by last name then first name, searched and filtered by department and status. */
  employees: route("GET", "/api/hr/employees").with<{ query: EmployeeListQuery; answer: EmployeeList }>(),
  employee: route("GET", "/api/hr/employees/:id").with<{ answer: Employee }>(),
  /** Adds an employee with their certifications. */
  createEmployee: route("POST", "/api/hr/employees").with<{ body: EmployeeInput; answer: Employee }>(),
  /** Changes an employee: every field, and their certifications replaced by the set sent. */
  updateEmployee: route("PUT", "/api/hr/employees/:id").with<{ body: EmployeeInput; answer: Employee }>(),
  /** Links an employee to a member of the organization, or unlinks them (null). */
  linkUser: route("PUT", "/api/hr/employees/:id/user").with<{ body: UserLinkInput; answer: Employee }>(),
  deleteEmployee: route("DELETE", "/api/hr/employees/:id").with<{ answer: Deleted }>(),
  /** Upcoming events as of the caller's today. */
  events: route("GET", "/api/hr/events").with<{ query: TodayQuery; answer: HrEvents }>(),
  /** Generates and saves the HR report as of the caller's today (its files download from the answer's id). */
  generateReport: route("POST", "/api/hr/reports").with<{ body: ReportInput; answer: HrReport }>(),
  report: route("GET", "/api/hr/reports/:id").with<{ answer: HrReport }>(),
  /** The saved report's files: linked to, not read. */
  reportFiles: { pdf: reportFile("pdf"), xlsx: reportFile("xlsx"), csv: reportFile("csv") },
};

/** What /dashboard/hr asks for first: the upcoming events and, unless the address holds filters, the directory. */
export function hrFirstRequests(_rest: string, search: URLSearchParams, today: string): string[] {
  const filtered = [...search.keys()].length > 0;
  const events = href(hrEndpoints.events, { query: { today } });
  return filtered ? [events] : [events, href(hrEndpoints.employees, {})];
}
