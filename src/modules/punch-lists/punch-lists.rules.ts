import type { PUNCH_EVENT_ACTIONS } from "../../shared/punch-list-values.ts";
import type { Role } from "../../shared/roles.ts";
import { PUNCH_STATUS_LABELS, PUNCH_MSG, type PunchAction, type PunchStatus } from "./punch-lists.constants.ts";

/** Who asks to move or delete an item: their role, and whether they created it. */
export type PunchActor = { role: Role; isCreator: boolean };

/** What the history keeps of a move. */
export type PunchEventAction = (typeof PUNCH_EVENT_ACTIONS)[number];

/** Where each move leads, from the one status it starts from. */
const MOVES: Record<PunchAction, { from: PunchStatus; to: PunchStatus; event: PunchEventAction; past: string }> = {
  ready_for_review: {
    from: "open",
    to: "ready_for_review",
    event: "ready_for_review",
    past: "marked Ready for Review",
  },
  close: { from: "ready_for_review", to: "closed", event: "closed", past: "closed" },
  reject: { from: "ready_for_review", to: "open", event: "rejected", past: "rejected" },
};

/** Whether this person may make this move at all: any member marks Ready for Review; an admin or the creator closes or rejects. */
export function mayMove(action: PunchAction, actor: PunchActor): boolean {
  if (actor.role === "viewer") return false;
  if (action === "ready_for_review") return true;
  return actor.role === "admin" || actor.isCreator;
}

/** Whether this person may delete an item: an admin or its creator. */
export const mayDelete = (actor: PunchActor): boolean =>
  actor.role === "admin" || (actor.role === "member" && actor.isCreator);

/** Whether an item's fields may still be changed (a closed one is kept as it was closed). */
export const isEditable = (status: PunchStatus): boolean => status !== "closed";

export type Move =
  { ok: true; to: PunchStatus; event: PunchEventAction } | { ok: false; code: 400 | 403 | 409; message: string };

/**
 * A move asked for on an item with `status`: refused (403) to whom may not make it, refused (409) from a status it
 * does not start from, and a rejection without a note (400); else the new status and the history's event.
 */
export function movePunchItem(status: PunchStatus, action: PunchAction, actor: PunchActor, note: string): Move {
  if (!mayMove(action, actor)) return { ok: false, code: 403, message: PUNCH_MSG.notAllowed };
  const move = MOVES[action];
  if (status !== move.from)
    return { ok: false, code: 409, message: PUNCH_MSG.wrongStatus(PUNCH_STATUS_LABELS[status], move.past) };
  if (action === "reject" && note.trim() === "") return { ok: false, code: 400, message: PUNCH_MSG.noteRequired };
  return { ok: true, to: move.to, event: move.event };
}

/** The moves a screen offers this person on an item with `status`. */
export function movesFor(status: PunchStatus, actor: PunchActor): PunchAction[] {
  return (Object.keys(MOVES) as PunchAction[]).filter((a) => MOVES[a].from === status && mayMove(a, actor));
}
