import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { rfiInput, type RfiInputParsed } from "../rfis.contract.ts";

/** The RFI form (decision 0019): strings as typed; the lists travel joined by commas. */
export const RFI_FORM_KEYS = [
  "projectId",
  "subject",
  "question",
  "ballInCourtId",
  "dueDate",
  "distributionIds",
  "photoIds",
  "open",
] as const;
export type RfiFormKey = (typeof RFI_FORM_KEYS)[number];

const list = (joined: string) => joined.split(",").filter(Boolean);

export const rfiForm: FormSpec<RfiFormKey, RfiInputParsed> = {
  keys: RFI_FORM_KEYS,
  idPrefix: "rfi",
  required: [
    { key: "projectId", label: "Project" },
    { key: "subject", label: "Subject" },
  ],
  parse: (v) =>
    rfiInput.safeParse({
      ...v,
      distributionIds: list(v.distributionIds),
      photoIds: list(v.photoIds),
      open: v.open === "yes",
    }),
  adjust: (errors, v) => {
    if (v.open === "yes" && !v.ballInCourtId) errors.ballInCourtId = "Choose who should answer before sending the RFI.";
  },
};

export const initialRfiValues = (projectId: string): FormValues<RfiFormKey> => ({
  projectId,
  subject: "",
  question: "",
  ballInCourtId: "",
  dueDate: "",
  distributionIds: "",
  photoIds: "",
  open: "yes",
});
