import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { rfiInput, type Rfi, type RfiInputParsed, type RfiUpdate } from "../rfis.contract.ts";

/** The RFI form (decision 0019): strings as typed; the lists travel joined by commas. */
export const RFI_FORM_KEYS = [
  "projectId",
  "subject",
  "question",
  "ballInCourtId",
  "dueDate",
  "distributionIds",
  "photoIds",
  "documentIds",
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
      documentIds: list(v.documentIds),
      open: v.open === "yes",
    }),
  adjust: (errors, v) => {
    if (v.open === "yes" && !v.ballInCourtId) errors.ballInCourtId = "Choose who should answer before sending the RFI.";
  },
};

/**
 * A new RFI's values, or an RFI's as saved (to edit it). Editing, `open` says whether it is sent already: an open
 * one keeps needing someone to answer it (the checkbox is not shown; Send RFI sends a draft).
 */
export const initialRfiValues = (projectId: string, rfi?: Rfi): FormValues<RfiFormKey> =>
  rfi
    ? {
        projectId: rfi.project.id,
        subject: rfi.subject,
        question: rfi.question,
        ballInCourtId: rfi.ballInCourt?.id ?? "",
        dueDate: rfi.dueDate ?? "",
        distributionIds: rfi.distribution.map((p) => p.id).join(","),
        photoIds: rfi.photos.map((p) => p.id).join(","),
        documentIds: rfi.documents.map((d) => d.id).join(","),
        open: rfi.status === "open" ? "yes" : "",
      }
    : {
        projectId,
        subject: "",
        question: "",
        ballInCourtId: "",
        dueDate: "",
        distributionIds: "",
        photoIds: "",
        documentIds: "",
        open: "yes",
      };

/** The edit's body: the checked values without what an edit cannot change (the project, sending). */
export const rfiUpdateOf = ({ projectId: _project, open: _open, ...fields }: RfiInputParsed): RfiUpdate => fields;
