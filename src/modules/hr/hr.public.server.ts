// The HR module's public server file: what other modules' servers may read of it. The time clock (issue 31)
// costs approved hours with an employee's rate and prints their classification on certified payroll.
export { payOfUsers, type EmployeePay } from "./hr-pay.queries.ts";
