import { describe, expect, it } from "vitest";
import { formDialogLabels } from "./form-dialog.tsx";

describe("a record form's words", () => {
  it("says what makes the record, and Save Changes when editing", () => {
    expect(formDialogLabels({ mode: "create", noun: "Project", verb: "Create" })).toEqual({
      title: "Create Project",
      submitLabel: "Create Project",
      busyLabel: "Creating…",
    });
    expect(formDialogLabels({ mode: "create", noun: "Contract", verb: "Create", titleVerb: "New" })).toEqual({
      title: "New Contract",
      submitLabel: "Create Contract",
      busyLabel: "Creating…",
    });
    expect(formDialogLabels({ mode: "create", noun: "Transaction", verb: "Record", titleVerb: "New" })).toEqual({
      title: "New Transaction",
      submitLabel: "Record Transaction",
      busyLabel: "Recording…",
    });
    expect(formDialogLabels({ mode: "create", noun: "Employee", verb: "Add" }).busyLabel).toBe("Adding…");
    expect(formDialogLabels({ mode: "edit", noun: "Contract", verb: "Create", titleVerb: "New" })).toEqual({
      title: "Edit Contract",
      submitLabel: "Save Changes",
      busyLabel: "Saving…",
    });
  });

  it("has the spec's other verbs and their pending texts", () => {
    expect(formDialogLabels({ mode: "create", noun: "Incident", verb: "Report" })).toEqual({
      title: "Report Incident",
      submitLabel: "Report Incident",
      busyLabel: "Reporting…",
    });
    expect(formDialogLabels({ mode: "create", noun: "Report", verb: "Submit", title: "Daily Report" })).toEqual({
      title: "Daily Report",
      submitLabel: "Submit Report",
      busyLabel: "Submitting…",
    });
  });

  it("keeps a title the spec gives, in either mode, and derives the buttons still", () => {
    expect(formDialogLabels({ mode: "create", noun: "Order", verb: "Create", title: "New Purchase Order" })).toEqual({
      title: "New Purchase Order",
      submitLabel: "Create Order",
      busyLabel: "Creating…",
    });
    expect(formDialogLabels({ mode: "edit", noun: "Site", verb: "Create", title: "Site Details" })).toEqual({
      title: "Site Details",
      submitLabel: "Save Changes",
      busyLabel: "Saving…",
    });
  });

  it("says the photos are uploading while they are, and the verb's pending text after", () => {
    const inspection = { mode: "create", noun: "Inspection", verb: "Create", titleVerb: "New" } as const;
    expect(formDialogLabels({ ...inspection, uploading: true })).toEqual({
      title: "New Inspection",
      submitLabel: "Create Inspection",
      busyLabel: "Uploading photos…",
    });
    expect(formDialogLabels({ ...inspection, uploading: false }).busyLabel).toBe("Creating…");
  });
});

describe("another form's words", () => {
  it("are the ones it gives", () => {
    expect(formDialogLabels({ title: "Import Transactions", submitLabel: "Preview", busyLabel: "Reading…" })).toEqual({
      title: "Import Transactions",
      submitLabel: "Preview",
      busyLabel: "Reading…",
    });
  });
});
