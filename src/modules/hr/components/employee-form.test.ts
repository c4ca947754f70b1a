import { describe, expect, it } from "vitest";
import { checkForm } from "../../../web/lib/form-check.ts";
import { HR_MSG } from "../hr.constants.ts";
import { employeeForm, initialValues } from "./employee-form.ts";

const values = {
  ...initialValues(undefined),
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "555-0100",
  position: "Carpenter",
  department: "Operations",
  startDate: "2024-03-01",
};

describe("the employee form's pay fields", () => {
  it("sends the rate as typed (the server keeps cents) and the classification; a bad rate is said on its field", async () => {
    const ok = await checkForm(employeeForm, { ...values, hourlyRate: "42.50", classification: " Carpenter " });
    expect(ok.ok ? ok.input : null).toMatchObject({ hourlyRate: "42.50", classification: "Carpenter" });
    const blank = await checkForm(employeeForm, values);
    expect(blank.ok ? blank.input : null).toMatchObject({ hourlyRate: "", classification: "" });
    const bad = await checkForm(employeeForm, { ...values, hourlyRate: "forty" });
    expect(bad.ok ? null : bad.errors.hourlyRate).toBe(HR_MSG.hourlyRateInvalid);
  });
});
