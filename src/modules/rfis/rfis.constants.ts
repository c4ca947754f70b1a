// The RFIs and submittals module's plain values (issue 31): statuses, types, decisions, their labels and the
// messages its rules answer. Screens import these without zod.
import {
  RFI_STATUSES,
  SUBMITTAL_DECISIONS,
  SUBMITTAL_STATUSES,
  SUBMITTAL_TYPES,
} from "../../shared/rfi-column-values.ts";

export { RFI_STATUSES, SUBMITTAL_DECISIONS, SUBMITTAL_STATUSES, SUBMITTAL_TYPES };
export type RfiStatus = (typeof RFI_STATUSES)[number];
export type SubmittalType = (typeof SUBMITTAL_TYPES)[number];
export type SubmittalDecision = (typeof SUBMITTAL_DECISIONS)[number];
export type SubmittalStatus = (typeof SUBMITTAL_STATUSES)[number];

export const RFI_STATUS_LABELS: Record<RfiStatus, string> = {
  draft: "Draft",
  open: "Open",
  answered: "Answered",
  closed: "Closed",
  void: "Void",
};

export const SUBMITTAL_TYPE_LABELS: Record<SubmittalType, string> = {
  shop_drawing: "Shop Drawing",
  product_data: "Product Data",
  sample: "Sample",
  mock_up: "Mock-up",
  certificate: "Certificate",
  other: "Other",
};

export const SUBMITTAL_STATUS_LABELS: Record<SubmittalStatus, string> = {
  draft: "Draft",
  in_review: "In Review",
  approved: "Approved",
  approved_as_noted: "Approved as Noted",
  revise_and_resubmit: "Revise and Resubmit",
  rejected: "Rejected",
};

/** A list's page, and the most one page may ask for. */
export const RFI_PAGE_SIZE = 50;
export const RFI_PAGE_LIMIT = 200;
/** The most members on a distribution list, reviewers on a submittal, and attachments on an RFI. */
export const MAX_DISTRIBUTION = 50;
export const MAX_REVIEWERS = 10;
export const MAX_ATTACHMENTS = 20;

export const RFI_MSG = {
  rfiNotFound: "RFI not found.",
  submittalNotFound: "Submittal not found.",
  projectRequired: "Please choose a project.",
  unknownProject: "Project not found.",
  subjectRequired: "Please enter a subject.",
  titleRequired: "Please enter a title.",
  specSectionRequired: "Please enter the spec section.",
  specSectionInvalid: 'Enter the spec section as six digits in pairs, like "03 30 00".',
  notAMember: "Choose a member of your organization.",
  reviewersRequired: "Add at least one reviewer.",
  answerRequired: "Please write the answer.",
  ballInCourtRequired: "Choose who should answer before sending the RFI.",
  notYourTurn: "Only the person whose turn it is, or an admin, may answer.",
  onlyAdminCloses: "Only an admin may close an RFI.",
  rfiStatusIs: (status: string) => `This RFI is ${status}: it cannot be changed that way.`,
  submittalStatusIs: (status: string) => `This submittal is ${status}: it cannot be changed that way.`,
  badPage: "This page link is no longer valid. Please reload the list.",
  documentNotYours: "Choose a document of your organization's Document Hub.",
  tooManyDocuments: `Attach at most ${MAX_ATTACHMENTS} documents.`,
  documentRepeated: "Attach each document once.",
  chooseProjectFirst: "Choose the project first: the file is kept in its documents.",
} as const;

/** The screens a link in an e-mail opens (the browser's table of addresses, src/web/paths.ts, says the same). */
export const RFI_SCREENS = {
  rfi: (id: string) => `/dashboard/rfis/${encodeURIComponent(id)}`,
  submittal: (id: string) => `/dashboard/rfis/submittals/${encodeURIComponent(id)}`,
} as const;
