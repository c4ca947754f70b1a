import { describe, expect, it } from "vitest";
import { isOverdue, mayAnswer, newlyInCourt, rfiMove, rfiNumber } from "./rfis.rules.ts";
import { mayReview, normalSpecSection, reviewOutcome, submittalNumber, submittalRefusal } from "./submittals.rules.ts";

describe("RFI rules", () => {
  it("moves Draft → Open → Answered → Closed, or to Void before Closed", () => {
    expect(rfiMove("draft", "open")).toEqual({ ok: true, to: "open" });
    expect(rfiMove("open", "officialAnswer")).toEqual({ ok: true, to: "answered" });
    expect(rfiMove("open", "answer")).toEqual({ ok: true, to: "open" });
    expect(rfiMove("answered", "close")).toEqual({ ok: true, to: "closed" });
    for (const from of ["draft", "open", "answered"] as const)
      expect(rfiMove(from, "void")).toMatchObject({ to: "void" });
    expect(rfiMove("closed", "void")).toEqual({
      ok: false,
      message: "This RFI is Closed: it cannot be changed that way.",
    });
    expect(rfiMove("draft", "officialAnswer").ok).toBe(false);
    expect(rfiMove("open", "close").ok).toBe(false);
    expect(rfiMove("answered", "officialAnswer").ok).toBe(false);
    expect(rfiMove("open", "delete").ok).toBe(false);
  });

  it("lets only the ball in court or an admin answer", () => {
    expect(mayAnswer("u1", { userId: "u1", role: "member" })).toBe(true);
    expect(mayAnswer("u1", { userId: "u2", role: "member" })).toBe(false);
    expect(mayAnswer("u1", { userId: "u2", role: "admin" })).toBe(true);
    expect(mayAnswer(null, { userId: "u2", role: "member" })).toBe(false);
  });

  it("calls an open RFI past its due date overdue, and nothing else", () => {
    expect(isOverdue({ status: "open", dueDate: "2026-03-01" }, "2026-03-02")).toBe(true);
    expect(isOverdue({ status: "open", dueDate: "2026-03-02" }, "2026-03-02")).toBe(false);
    expect(isOverdue({ status: "open", dueDate: null }, "2026-03-02")).toBe(false);
    for (const status of ["draft", "answered", "closed", "void"] as const) {
      expect(isOverdue({ status, dueDate: "2026-01-01" }, "2026-03-02")).toBe(false);
    }
  });

  it("numbers RFI-001 on, and tells the new ball in court once", () => {
    expect([rfiNumber(1), rfiNumber(42), rfiNumber(1000)]).toEqual(["RFI-001", "RFI-042", "RFI-1000"]);
    expect(newlyInCourt(null, { status: "open", ballInCourtId: "b" }, "a")).toBe("b");
    expect(newlyInCourt(null, { status: "draft", ballInCourtId: "b" }, "a")).toBeNull();
    expect(newlyInCourt(null, { status: "open", ballInCourtId: "a" }, "a")).toBeNull();
    expect(
      newlyInCourt({ status: "open", ballInCourtId: "b" }, { status: "open", ballInCourtId: "b" }, "a"),
    ).toBeNull();
    expect(newlyInCourt({ status: "open", ballInCourtId: "b" }, { status: "open", ballInCourtId: "c" }, "a")).toBe("c");
    expect(newlyInCourt({ status: "draft", ballInCourtId: "b" }, { status: "open", ballInCourtId: "b" }, "a")).toBe(
      "b",
    );
  });
});

describe("submittal rules", () => {
  it("reads a spec section in its usual forms", () => {
    expect(normalSpecSection("033000")).toBe("03 30 00");
    expect(normalSpecSection(" 03-30-00 ")).toBe("03 30 00");
    expect(normalSpecSection("03 30 00")).toBe("03 30 00");
    expect(normalSpecSection("03 30 00.13")).toBe("03 30 00.13");
    expect(normalSpecSection("3 30")).toBeNull();
    expect(normalSpecSection("concrete")).toBeNull();
  });

  it("passes an approval on, settles at the last reviewer, and ends at once on Revise and Resubmit or Rejected", () => {
    expect(reviewOutcome([], 0, 2, "approved")).toEqual({ status: "in_review", nextStep: 1, resubmit: false });
    expect(reviewOutcome(["approved"], 1, 2, "approved")).toEqual({
      status: "approved",
      nextStep: null,
      resubmit: false,
    });
    expect(reviewOutcome(["approved_as_noted"], 1, 2, "approved")).toMatchObject({ status: "approved_as_noted" });
    expect(reviewOutcome([], 0, 1, "approved_as_noted")).toMatchObject({ status: "approved_as_noted" });
    expect(reviewOutcome([], 0, 3, "revise_and_resubmit")).toEqual({
      status: "revise_and_resubmit",
      nextStep: null,
      resubmit: true,
    });
    expect(reviewOutcome([], 0, 3, "rejected")).toEqual({ status: "rejected", nextStep: null, resubmit: false });
  });

  it("lets the current reviewer or an admin answer, only while in review", () => {
    expect(mayReview("r", { userId: "r", role: "member" })).toBe(true);
    expect(mayReview("r", { userId: "x", role: "member" })).toBe(false);
    expect(mayReview("r", { userId: "x", role: "admin" })).toBe(true);
    expect(submittalRefusal("in_review", "review")).toBeNull();
    expect(submittalRefusal("approved", "review")).toBe("This submittal is Approved: it cannot be changed that way.");
    expect(submittalRefusal("in_review", "edit")).not.toBeNull();
    expect(submittalNumber({ specSection: "03 30 00", sequence: 2, revision: 0 })).toBe("03 30 00-2");
    expect(submittalNumber({ specSection: "03 30 00", sequence: 2, revision: 1 })).toBe("03 30 00-2 Rev 1");
  });
});
