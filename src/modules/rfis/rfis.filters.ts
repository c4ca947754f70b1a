import { RFI_STATUSES, SUBMITTAL_STATUSES, type RfiStatus, type SubmittalStatus } from "./rfis.constants.ts";

/** The RFI and submittal lists' filters in the address (`?project=…&status=open&overdue=1`). */

export type RfiFilters = { projectId: string; status: RfiStatus | ""; overdue: "1" | "" };
export type SubmittalFilters = { projectId: string; status: SubmittalStatus | "" };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  values.find((v) => v === value) ?? "";

export const readRfiFilters = (params: URLSearchParams): RfiFilters => ({
  projectId: params.get("projectId") ?? "",
  status: oneOf(RFI_STATUSES, params.get("status")),
  overdue: params.get("overdue") === "1" ? "1" : "",
});

export const readSubmittalFilters = (params: URLSearchParams): SubmittalFilters => ({
  projectId: params.get("projectId") ?? "",
  status: oneOf(SUBMITTAL_STATUSES, params.get("status")),
});
