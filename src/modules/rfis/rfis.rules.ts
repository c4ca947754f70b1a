import { RFI_MSG, RFI_STATUS_LABELS, type RfiStatus } from "./rfis.constants.ts";

/**
 * The RFIs' rules (issue 31), pure: how one moves Draft → Open → Answered → Closed (or Void), who may answer it,
 * when it is overdue, and how it is numbered.
 */

export type RfiAction = "open" | "answer" | "officialAnswer" | "close" | "void" | "edit" | "delete";

/** The statuses each action may start from, and where it leads (null: the status stays). */
const MOVES: Record<RfiAction, { from: readonly RfiStatus[]; to: RfiStatus | null }> = {
  edit: { from: ["draft", "open"], to: null },
  delete: { from: ["draft"], to: null },
  open: { from: ["draft"], to: "open" },
  answer: { from: ["open", "answered"], to: null },
  officialAnswer: { from: ["open"], to: "answered" },
  close: { from: ["answered"], to: "closed" },
  void: { from: ["draft", "open", "answered"], to: "void" },
};

/** The status after `action`, or the message saying why it may not be taken from `status`. */
export function rfiMove(
  status: RfiStatus,
  action: RfiAction,
): { ok: true; to: RfiStatus } | { ok: false; message: string } {
  const move = MOVES[action];
  if (!move.from.includes(status)) return { ok: false, message: RFI_MSG.rfiStatusIs(RFI_STATUS_LABELS[status]) };
  return { ok: true, to: move.to ?? status };
}

/** Only the person whose turn it is (ball in court), or an admin, may answer. */
export const mayAnswer = (ballInCourtId: string | null, caller: { userId: string; role: string }): boolean =>
  caller.role === "admin" || (ballInCourtId !== null && ballInCourtId === caller.userId);

/** Overdue: an open RFI whose due date has passed (a draft is not yet asked; an answered one is not waiting). */
export const isOverdue = (rfi: { status: RfiStatus; dueDate: string | null }, today: string): boolean =>
  rfi.status === "open" && rfi.dueDate !== null && rfi.dueDate < today;

/** RFI-001, RFI-002…, RFI-1000. */
export const rfiNumber = (n: number): string => `RFI-${String(n).padStart(3, "0")}`;

/** The members told when an RFI becomes someone's to answer: the new ball in court, unless it was theirs already or they did it. */
export function newlyInCourt(
  before: { status: RfiStatus; ballInCourtId: string | null } | null,
  after: { status: RfiStatus; ballInCourtId: string | null },
  actorId: string,
): string | null {
  if (after.status !== "open" || !after.ballInCourtId || after.ballInCourtId === actorId) return null;
  if (before && before.status === "open" && before.ballInCourtId === after.ballInCourtId) return null;
  return after.ballInCourtId;
}
