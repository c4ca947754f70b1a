/** The colours a badge comes in (badge.tsx); a status always shows its text as well. */
export const TONES = [
  "neutral",
  "brand",
  "success",
  "warning",
  "danger",
  "violet",
  "outline",
  "orange",
  "yellow",
] as const;
export type Tone = (typeof TONES)[number];

/**
 * One mapping per status set, defined once (UI.md). Within a set every status has its own colour (the spec
 * says so for contracts: Terminated is red, Expired violet).
 */
export const STATUS_TONES = {
  project: {
    Planning: "neutral",
    "In Progress": "brand",
    "On Hold": "warning",
    Completed: "success",
    Cancelled: "danger",
  },
  document: { Uploaded: "brand", "Under Review": "warning", Approved: "success" },
  contract: {
    Draft: "neutral",
    Active: "success",
    "Under Review": "warning",
    Completed: "brand",
    Terminated: "danger",
    Expired: "violet",
  },
  transaction: { Pending: "warning", Cleared: "success", Void: "neutral" },
  item: { "In Stock": "success", "Low Stock": "warning", "Out of Stock": "danger" },
  purchaseOrder: { draft: "neutral", sent: "brand", received: "success", cancelled: "danger" },
  employee: { Active: "success", "On Leave": "warning", Inactive: "neutral" },
  estimate: {
    draft: "neutral",
    sent: "brand",
    viewed: "violet",
    accepted: "success",
    declined: "danger",
    expired: "warning",
  },
  incident: { "Under Investigation": "warning", Resolved: "success", Closed: "neutral" },
  /** Spec: Major and Critical red, Moderate orange, otherwise yellow; the badge's warm tones are amber (warning) and red. */
  severity: { minor: "yellow", moderate: "orange", major: "danger", critical: "danger" },
  /** Safety's and quality's certifications (decision 0029). */
  certification: { valid: "success", expiring: "warning", expired: "danger" },
  inspection: { Passed: "success", Failed: "danger", Pending: "neutral", "Needs Review": "warning" },
  inspectionItem: { pending: "neutral", passed: "success", failed: "danger", warning: "warning" },
  invoice: {
    draft: "neutral",
    sent: "brand",
    viewed: "violet",
    partially_paid: "warning",
    paid: "success",
    overdue: "danger",
    void: "outline",
  },
  site: { planned: "neutral", active: "success", completed: "brand" },
  issuePriority: { low: "neutral", medium: "warning", high: "danger" },
  bid: { pending: "warning", active: "brand", completed: "neutral", won: "success", lost: "danger" },
  changeOrder: { draft: "neutral", sent: "brand", approved: "success", rejected: "danger", void: "outline" },
  payApplication: { draft: "neutral", submitted: "brand", approved: "violet", paid: "success" },
  rfi: { draft: "neutral", open: "brand", answered: "success", closed: "violet", void: "outline" },
  submittal: {
    draft: "neutral",
    in_review: "brand",
    approved: "success",
    approved_as_noted: "violet",
    revise_and_resubmit: "warning",
    rejected: "danger",
  },
} as const satisfies Record<string, Record<string, Tone>>;

export type StatusSet = keyof typeof STATUS_TONES;

/** A status's colour in its set; an unknown status is neutral. */
export function toneOf(set: StatusSet, status: string): Tone {
  const tones: Record<string, Tone> = STATUS_TONES[set];
  return tones[status] ?? "neutral";
}
