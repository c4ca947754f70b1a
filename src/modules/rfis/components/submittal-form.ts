import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { submittalInput, type SubmittalInputParsed } from "../rfis.contract.ts";

/** The submittal form (decision 0019): strings as typed; reviewers in order, one select each. */
export const SUBMITTAL_FORM_KEYS = [
  "projectId",
  "specSection",
  "title",
  "type",
  "description",
  "onSiteDate",
  "reviewer1",
  "reviewer2",
  "reviewer3",
] as const;
export type SubmittalFormKey = (typeof SUBMITTAL_FORM_KEYS)[number];

export const submittalForm: FormSpec<SubmittalFormKey, SubmittalInputParsed> = {
  keys: SUBMITTAL_FORM_KEYS,
  idPrefix: "submittal",
  required: [
    { key: "projectId", label: "Project" },
    { key: "specSection", label: "Spec Section" },
    { key: "title", label: "Title" },
    { key: "reviewer1", label: "First Reviewer" },
  ],
  parse: ({ reviewer1, reviewer2, reviewer3, ...v }) =>
    submittalInput.safeParse({ ...v, reviewerIds: [reviewer1, reviewer2, reviewer3].filter(Boolean) }),
};

export const initialSubmittalValues = (projectId: string): FormValues<SubmittalFormKey> => ({
  projectId,
  specSection: "",
  title: "",
  type: "shop_drawing",
  description: "",
  onSiteDate: "",
  reviewer1: "",
  reviewer2: "",
  reviewer3: "",
});
