import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { momentField, typedMoment } from "../clock-text.ts";
import {
  punchCorrectionInput,
  punchRemoveInput,
  type Punch,
  type PunchCorrectionParsed,
} from "../time-clock.contract.ts";

/**
 * The timesheet's correction forms, checked with the contract's schemas (loaded with the timesheet's dialog, not the
 * page). The settings form has its own file: a file two dialogs share goes in the shared "forms" chunk, and a
 * contract imported from there would tie that chunk and the schemas' chunk in a loop (vite.config.ts).
 */

const CORRECTION_KEYS = ["kind", "at", "siteId", "costCodeId", "reason"] as const;
export type CorrectionKey = (typeof CORRECTION_KEYS)[number];

/** Add Punch / Edit Punch: kind, date and time (this browser's), site, cost code, and why. */
export const punchCorrectionForm: FormSpec<CorrectionKey, PunchCorrectionParsed> = {
  keys: CORRECTION_KEYS,
  idPrefix: "punch-correction",
  required: [
    { key: "at", label: "Date and Time" },
    { key: "reason", label: "Reason" },
  ],
  parse: ({ at, siteId, costCodeId, ...values }) => {
    const moment = typedMoment(at);
    // Only a clock-in names its site and cost code; the other punches belong to the shift they fall in.
    const clockIn = values.kind === "in";
    return punchCorrectionInput.safeParse({
      ...values,
      at: moment?.at ?? at,
      utcOffsetMin: moment?.utcOffsetMin ?? 0,
      siteId: clockIn ? siteId : null,
      costCodeId: clockIn ? costCodeId : null,
    });
  },
};

export function initialCorrection(punch: Punch | undefined): FormValues<CorrectionKey> {
  return {
    kind: punch?.kind ?? "in",
    at: punch ? momentField(punch.at) : "",
    siteId: punch?.site?.id ?? "",
    costCodeId: punch?.costCode?.id ?? "",
    reason: "",
  };
}

/** Remove a punch, Reopen a week: the reason alone. */
export const reasonForm: FormSpec<"reason", { reason: string }> = {
  keys: ["reason"],
  idPrefix: "time-clock-reason",
  required: [{ key: "reason", label: "Reason" }],
  parse: (values) => punchRemoveInput.safeParse(values),
};
