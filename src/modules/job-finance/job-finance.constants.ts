// The job-finance module's plain values (issue 29): cost types, the default cost codes, the statuses of change
// orders and pay applications, and the messages its rules answer. Plain values a screen may import without zod.

// The values its tables' columns hold: listed in src/shared, where the database schema types those columns with
// them and writes their checks from them.
import {
  CHANGE_ORDER_STATUSES,
  COST_TYPES,
  LIEN_WAIVER_KINDS,
  PAY_APPLICATION_KINDS,
  PAY_APPLICATION_STATUSES,
} from "../../shared/column-values.ts";

/** A pay application bills progress, or releases the retainage held. */
export { PAY_APPLICATION_KINDS };

/** What a cost is: a job's budget and its costs are kept per cost code and per one of these. */
export { COST_TYPES };
export type CostType = (typeof COST_TYPES)[number];
export const isCostType = (s: string): s is CostType => (COST_TYPES as readonly string[]).includes(s);

export const COST_TYPE_LABELS: Record<CostType, string> = {
  labor: "Labor",
  material: "Material",
  equipment: "Equipment",
  subcontract: "Subcontract",
  other: "Other",
};

export type CostCodeDefault = { code: string; name: string };

/**
 * An organization's cost codes until it sets its own: the divisions of CSI MasterFormat 2016, one code each.
 * The divisions MasterFormat keeps "reserved" (15-20, 24, 29-30, 36-39, 47, 49) have no title and are left out.
 */
export const DEFAULT_COST_CODES: readonly CostCodeDefault[] = [
  { code: "00 00 00", name: "Procurement and Contracting Requirements" },
  { code: "01 00 00", name: "General Requirements" },
  { code: "02 00 00", name: "Existing Conditions" },
  { code: "03 00 00", name: "Concrete" },
  { code: "04 00 00", name: "Masonry" },
  { code: "05 00 00", name: "Metals" },
  { code: "06 00 00", name: "Wood, Plastics, and Composites" },
  { code: "07 00 00", name: "Thermal and Moisture Protection" },
  { code: "08 00 00", name: "Openings" },
  { code: "09 00 00", name: "Finishes" },
  { code: "10 00 00", name: "Specialties" },
  { code: "11 00 00", name: "Equipment" },
  { code: "12 00 00", name: "Furnishings" },
  { code: "13 00 00", name: "Special Construction" },
  { code: "14 00 00", name: "Conveying Equipment" },
  { code: "21 00 00", name: "Fire Suppression" },
  { code: "22 00 00", name: "Plumbing" },
  { code: "23 00 00", name: "Heating, Ventilating, and Air Conditioning (HVAC)" },
  { code: "25 00 00", name: "Integrated Automation" },
  { code: "26 00 00", name: "Electrical" },
  { code: "27 00 00", name: "Communications" },
  { code: "28 00 00", name: "Electronic Safety and Security" },
  { code: "31 00 00", name: "Earthwork" },
  { code: "32 00 00", name: "Exterior Improvements" },
  { code: "33 00 00", name: "Utilities" },
  { code: "34 00 00", name: "Transportation" },
  { code: "35 00 00", name: "Waterway and Marine Construction" },
  { code: "40 00 00", name: "Process Interconnections" },
  { code: "41 00 00", name: "Material Processing and Handling Equipment" },
  { code: "42 00 00", name: "Process Heating, Cooling, and Drying Equipment" },
  { code: "43 00 00", name: "Process Gas and Liquid Handling, Purification, and Storage Equipment" },
  { code: "44 00 00", name: "Pollution and Waste Control Equipment" },
  { code: "45 00 00", name: "Industry-Specific Manufacturing Equipment" },
  { code: "46 00 00", name: "Water and Wastewater Equipment" },
  { code: "48 00 00", name: "Electrical Power Generation" },
];

/** A change order is drafted, sent to the client (a link), then approved or rejected by the client, or voided. */
export { CHANGE_ORDER_STATUSES };
export type ChangeOrderStatus = (typeof CHANGE_ORDER_STATUSES)[number];
export const isChangeOrderStatus = (s: string): s is ChangeOrderStatus =>
  (CHANGE_ORDER_STATUSES as readonly string[]).includes(s);

export const CHANGE_ORDER_STATUS_LABELS: Record<ChangeOrderStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  approved: "Approved",
  rejected: "Rejected",
  void: "Void",
};

export { PAY_APPLICATION_STATUSES };
export type PayApplicationStatus = (typeof PAY_APPLICATION_STATUSES)[number];
export const PAY_APPLICATION_STATUS_LABELS: Record<PayApplicationStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  approved: "Approved",
  paid: "Paid",
};
export const isPayApplicationStatus = (s: string): s is PayApplicationStatus =>
  (PAY_APPLICATION_STATUSES as readonly string[]).includes(s);

/** A lien waiver: conditional (on receipt of the payment) or unconditional, for a progress or the final payment. */
export { LIEN_WAIVER_KINDS };
export type LienWaiverKind = (typeof LIEN_WAIVER_KINDS)[number];
/** Each kind's title, as the waiver's PDF and the documents list name it. */
export const LIEN_WAIVER_KIND_LABELS: Record<LienWaiverKind, string> = {
  conditional_progress: "Conditional Waiver and Release on Progress Payment",
  unconditional_progress: "Unconditional Waiver and Release on Progress Payment",
  conditional_final: "Conditional Waiver and Release on Final Payment",
  unconditional_final: "Unconditional Waiver and Release on Final Payment",
};

/** The code of a 409/410 that says the change order changed after the client's link was sent. */
export const CHANGE_ORDER_CHANGED_CODE = "CHANGE_ORDER_CHANGED";

/** A rate of 100 %, in basis points (10 % = 1,000 bps). */
export const FULL_RATE_BPS = 10_000;

/** The messages the job-finance rules answer, shown to the user as they are. */
export const JOB_FINANCE_MSG = {
  completedAboveScheduled: (item: string) =>
    `Line ${item}: completed and stored to date cannot be more than its scheduled value.`,
  completedBelowZero: (item: string) => `Line ${item}: completed and stored to date cannot be less than zero.`,
  /** A deduction (a line with a negative scheduled value) is completed between its value and zero. */
  completedOutsideDeduction: (item: string) =>
    `Line ${item}: completed and stored to date must be between its scheduled value and zero.`,
  retainageRateOutOfRange: (item: string) => `Line ${item}: retainage must be between 0% and 100%, in steps of 0.01%.`,
  notWholeCents: (item: string) => `Line ${item}: amounts must be whole cents.`,
  billedLineLeftOut: (item: string) =>
    `Line ${item} was billed on an earlier application and cannot be left out of this one.`,
  entryForUnknownLine: "An amount was entered for a line that is not on the schedule of values.",
  changeOrderFinal: (status: string) => `This change order is ${status} and can no longer change.`,
  changeOrderAlready: (status: string) => `This change order is already ${status}.`,
  changeOrderMoveRefused: (from: string, to: string) => `A ${from} change order cannot be marked ${to}.`,
  costCodeRequired: "Please enter a cost code.",
  costCodeTooLong: "A cost code is at most 20 characters.",
  costCodeNameRequired: "Please enter the cost code's name.",
  costCodeTaken: (code: string) => `The cost code ${code} is already in the list.`,
  costCodeChoose: "Please choose a cost code.",
  costCodeUnknown: "That cost code is not in your list.",
  costCodeInactive: (code: string) => `The cost code ${code} is no longer in use: choose another.`,
  costTypeInvalid: "Please choose a cost type: labor, material, equipment, subcontract or other.",
  retainageInvalid: "Retainage is a percent from 0 to 100, in steps of 0.01.",
  dateInvalid: "Please enter a valid date.",
  amountInvalid: "Please enter an amount of money, zero or more.",
  budgetLineTwice: "Each cost code and type is on the budget once.",
  projectNotFound: "Project not found.",
  costCodeNotFound: "Cost code not found.",
  budgetSaved: "Budget saved.",
  contractSaved: "Contract terms saved.",
  changeAmountInvalid: "Please enter an amount of money: an addition, or a deduction with a minus.",
  daysInvalid: "Days added is a whole number of days, from -3650 to 3650.",
  changeOrderTitleRequired: "Please enter the change order's title.",
  changeOrderLinesRequired: "A change order needs at least one line.",
  changeOrderNumberTaken: (number: string) => `The change order number ${number} is already used on this project.`,
  changeOrderNotFound: "Change order not found.",
  changeOrderLocked: (status: string) => `This change order is ${status}: it can no longer be edited.`,
  changeOrderDeleteOnlyDraft: "Only a draft change order can be deleted; void a sent one instead.",
  changeOrderNotSendable: (status: string) => `A change order that is ${status} cannot be sent.`,
  changeOrderSent: (email: string) => `Change order sent to ${email}.`,
  changeOrderVoided: "Change order voided.",
  emailInvalid: "Please enter a valid email address.",
  signatureRequired: "Type your full name to answer.",
  linkInvalid: "This link is not valid. Please ask for a new one.",
  linkExpired: "This link has expired. Please ask for a new one.",
  linkChanged: "This change order was changed after it was sent to you. A new link will follow.",
  alreadyAnswered: "This change order has already been answered.",
  versionChanged: "This change order changed while you were reading it. Please review it again.",
  notAnswerable: "This change order can no longer be answered.",
  itemNoRequired: "Please enter the line's item number.",
  sovDescriptionRequired: "Please describe the line's work.",
  sovLineUnknown: "A line to keep is not on this project's schedule of values.",
  sovLineBilled: (item: string) => `Line ${item} has been billed and cannot be removed.`,
  sovBelowBilled: (item: string) => `Line ${item}: its scheduled value cannot be less than what has been billed on it.`,
  sovItemTwice: (item: string) => `Item ${item} is on the schedule of values twice.`,
  sovSaved: "Schedule of values saved.",
  payApplicationNotFound: "Pay application not found.",
  payApplicationOpen: "Finish the open pay application (approve it) before starting the next one.",
  payApplicationNoSchedule: "Set up the schedule of values before the first pay application.",
  payApplicationNoRetainage: "No retainage is held: there is nothing to release.",
  payApplicationLocked: (status: string) => `This pay application is ${status}: it can no longer be edited.`,
  payApplicationMove: (from: string, to: string) => `A ${from} pay application cannot be marked ${to}.`,
  payApplicationHasProblems: "Correct the lines before submitting this pay application.",
  payApplicationNoClient: "The project needs a client before its pay application can become an invoice.",
  waiverKindInvalid: "Choose the kind of waiver: conditional or unconditional, on a progress or the final payment.",
  waiverSourceRequired: "Choose what the waiver is for: one of this project's pay applications or one of its payments.",
  waiverSourceBoth: "Choose a pay application or a payment for the waiver, not both.",
  waiverPayApplicationUnknown: "That pay application is not one of this project's.",
  waiverPaymentUnknown: "That payment is not one of this project's.",
  waiverPaymentVoid: "That payment is void: a lien waiver cannot be given for it.",
  waiverPaymentTransfer: "A transfer is not a payment: choose a payment or a receipt of this project.",
  waiverSignatureRequired: "Enter the name of the person signing the waiver.",
  /** A final waiver while the project's approved applications still hold retainage (`held` as "$5,000.00"). */
  waiverFinalRetainageHeld: (held: string) =>
    `A final lien waiver can be given only when no retainage is held: ${held} is still held on this project's approved pay applications. Release it first (an approved retainage release).`,
  waiverSaved: "Lien waiver saved to the project's documents.",
} as const;
