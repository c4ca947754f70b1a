import type { Deleted } from "../../shared/contracts/common.ts";
import { href, route } from "../../shared/route.ts";
import type {
  PunchItem,
  PunchItemInput,
  PunchItemUpdate,
  PunchList,
  PunchListQuery,
  PunchMoveInput,
  PunchPdfQuery,
} from "./punch-lists.contract.ts";
import { punchListQueryOf, readPunchFilters } from "./punch-lists.filters.ts";

/** The punch lists' routes (decision 0047): the server registers them, the browser calls them. Strings only. */
export const punchListEndpoints = {
  /** A page of items, newest first, filtered by project, status, assignee and location. */
  list: route("GET", "/api/punch-lists/items").with<{ query: PunchListQuery; answer: PunchList }>(),
  one: route("GET", "/api/punch-lists/items/:id").with<{ answer: PunchItem }>(),
  /** 201 with the new item, or 200 with the one already made under the same clientKey (sent again from the outbox). */
  create: route("POST", "/api/punch-lists/items").with<{ body: PunchItemInput; answer: PunchItem }>(),
  update: route("PUT", "/api/punch-lists/items/:id").with<{ body: PunchItemUpdate; answer: PunchItem }>(),
  /** Ready for Review (any member), Close or Reject back to Open with a note (an admin or the creator). */
  move: route("POST", "/api/punch-lists/items/:id/status").with<{ body: PunchMoveInput; answer: PunchItem }>(),
  /** An admin or the item's creator. */
  delete: route("DELETE", "/api/punch-lists/items/:id").with<{ answer: Deleted }>(),
  /** A project's punch list as a PDF, each item with its photos: a file, linked to. */
  pdf: route("GET", "/api/punch-lists/projects/:projectId/pdf").with<{ query: PunchPdfQuery; answer: void }>(),
};

/** What /dashboard/punch-lists asks for first: the list as its address filters it (as the page reads them). */
export function punchListsFirstRequests(_rest: string, search: URLSearchParams): string[] {
  return [href(punchListEndpoints.list, { query: punchListQueryOf(readPunchFilters(search)) })];
}
