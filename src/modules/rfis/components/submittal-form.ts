import type { FormSpec, FormValues } from "../../../web/lib/form-check.ts";
import { submittalInput, type Submittal, type SubmittalInputParsed, type SubmittalUpdate } from "../rfis.contract.ts";

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
/** How many reviewers the form chooses. */
const REVIEWER_KEYS = 3;

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

/** A new submittal's values, or a draft's as saved (to edit it); a reviewer no longer a member is left out. */
export function initialSubmittalValues(projectId: string, s?: Submittal): FormValues<SubmittalFormKey> {
  if (!s) {
    return {
      projectId,
      specSection: "",
      title: "",
      type: "shop_drawing",
      description: "",
      onSiteDate: "",
      reviewer1: "",
      reviewer2: "",
      reviewer3: "",
    };
  }
  const [reviewer1 = "", reviewer2 = "", reviewer3 = ""] = s.reviewers.flatMap((r) => (r.person ? [r.person.id] : []));
  return {
    projectId: s.project.id,
    specSection: s.specSection,
    title: s.title,
    type: s.type,
    description: s.description,
    onSiteDate: s.onSiteDate ?? "",
    reviewer1,
    reviewer2,
    reviewer3,
  };
}

/** Reviewers past the form's three (the API takes more): an edit keeps them, after the three chosen. */
export const laterReviewers = (s: Submittal) =>
  s.reviewers.flatMap((r) => (r.person ? [r.person] : [])).slice(REVIEWER_KEYS);

/** The edit's body: the checked values without the project (a submittal stays in its project), later reviewers kept. */
export const submittalUpdateOf = (
  { projectId: _project, ...fields }: SubmittalInputParsed,
  later: readonly { id: string }[],
): SubmittalUpdate => ({
  ...fields,
  reviewerIds: [...fields.reviewerIds, ...later.map((p) => p.id).filter((id) => !fields.reviewerIds.includes(id))],
});
