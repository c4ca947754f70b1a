import { describe, expect, it } from "vitest";
import { recordFormLabels } from "./form-dialog.tsx";

describe("a record form's words", () => {
  it("says what makes the record, and Save Changes when editing", () => {
    expect(recordFormLabels({ noun: "Project", editing: false, verb: "Create" })).toEqual({
      title: "Create Project",
      submitLabel: "Create Project",
      busyLabel: "Creating…",
    });
    expect(recordFormLabels({ noun: "Contract", editing: false, verb: "Create", titleVerb: "New" })).toEqual({
      title: "New Contract",
      submitLabel: "Create Contract",
      busyLabel: "Creating…",
    });
    expect(recordFormLabels({ noun: "Transaction", editing: false, verb: "Record", titleVerb: "New" })).toEqual({
      title: "New Transaction",
      submitLabel: "Record Transaction",
      busyLabel: "Recording…",
    });
    expect(recordFormLabels({ noun: "Employee", editing: false, verb: "Add" }).busyLabel).toBe("Adding…");
    expect(recordFormLabels({ noun: "Contract", editing: true, verb: "Create", titleVerb: "New" })).toEqual({
      title: "Edit Contract",
      submitLabel: "Save Changes",
      busyLabel: "Saving…",
    });
  });
});
