/** What the WH-347 certified payroll PDF draws (issue 31): one project's week from approved timesheets. */
export type CertifiedPayrollWorker = {
  /** "Last, First" as payroll lists them. */
  name: string;
  /** The HR employee record's id's last four characters, as the worker's identifying number on the form. */
  identifier: string;
  classification: string;
  /** Seven entries, the week's days in order: hours on this project (straight, overtime incl. double, double). */
  days: { straightHours: number; overtimeHours: number; doubleHours: number }[];
  totalStraightHours: number;
  totalOvertimeHours: number;
  totalDoubleHours: number;
  /** Straight rate in cents; overtime's is `rateCents × overtimePercent / 100`, double time's × 2. */
  rateCents: number;
  overtimePercent: number;
  /** Gross earned on this project this week (the approved labour cost lines), and for all work this week. */
  projectGrossCents: number;
  allWorkGrossCents: number;
};

export type CertifiedPayrollSheet = {
  contractorName: string;
  contractorAddress: string;
  projectName: string;
  projectLocation: string;
  /** Payroll number: the week's ordinal since the project's first approved week (1 for the first). */
  payrollNumber: number;
  weekStart: string;
  weekEnd: string;
  /** The seven dates, YYYY-MM-DD. */
  days: string[];
  workers: CertifiedPayrollWorker[];
  now?: Date;
};
