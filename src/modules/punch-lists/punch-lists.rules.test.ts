import { describe, expect, it } from "vitest";
import { PUNCH_MSG } from "./punch-lists.constants.ts";
import { isEditable, mayDelete, mayMove, movePunchItem, movesFor } from "./punch-lists.rules.ts";

const admin = { role: "admin", isCreator: false } as const;
const member = { role: "member", isCreator: false } as const;
const creator = { role: "member", isCreator: true } as const;
const viewer = { role: "viewer", isCreator: true } as const;

describe("punch item moves", () => {
  it("lead Open → Ready for Review → Closed, or Rejected back to Open", () => {
    expect(movePunchItem("open", "ready_for_review", member, "")).toEqual({
      ok: true,
      to: "ready_for_review",
      event: "ready_for_review",
    });
    expect(movePunchItem("ready_for_review", "close", admin, "")).toMatchObject({ ok: true, to: "closed" });
    expect(movePunchItem("ready_for_review", "reject", creator, "Gap at trim")).toEqual({
      ok: true,
      to: "open",
      event: "rejected",
    });
  });

  it("refuse a move from the wrong status (409), without the right (403) and a rejection without a note (400)", () => {
    expect(movePunchItem("open", "close", admin, "")).toEqual({
      ok: false,
      code: 409,
      message: PUNCH_MSG.wrongStatus("Open", "closed"),
    });
    expect(movePunchItem("closed", "reject", admin, "x")).toMatchObject({ ok: false, code: 409 });
    expect(movePunchItem("ready_for_review", "close", member, "")).toMatchObject({ ok: false, code: 403 });
    expect(movePunchItem("open", "ready_for_review", viewer, "")).toMatchObject({ ok: false, code: 403 });
    expect(movePunchItem("ready_for_review", "reject", admin, "  ")).toEqual({
      ok: false,
      code: 400,
      message: PUNCH_MSG.noteRequired,
    });
  });

  it("offered to each person as the rules allow", () => {
    expect(movesFor("open", member)).toEqual(["ready_for_review"]);
    expect(movesFor("ready_for_review", member)).toEqual([]);
    expect(movesFor("ready_for_review", creator)).toEqual(["close", "reject"]);
    expect(movesFor("closed", admin)).toEqual([]);
    expect(mayMove("ready_for_review", viewer)).toBe(false);
  });

  it("deletes by an admin or the creator, and edits until closed", () => {
    expect([admin, member, creator, viewer].map(mayDelete)).toEqual([true, false, true, false]);
    expect(isEditable("ready_for_review")).toBe(true);
    expect(isEditable("closed")).toBe(false);
  });
});
