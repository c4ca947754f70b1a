// The values a database column may hold, one list each (issue 27): the schema types its column with the list and
// writes the column's check constraint from it (src/server/db/schema/columns.ts: oneOf), and the module's
// constants import it from here (the schema may not import a module). Order matters: each check lists the values
// in this order, as its migration wrote them.

/** Contracts. Spec §4: Draft is the default; any status may be chosen freely. */
export const CONTRACT_STATUSES = ["Draft", "Active", "Under Review", "Completed", "Terminated", "Expired"] as const;

/** Documents (spec: Uploaded on upload; Under Review and Approved also shown). */
export const DOCUMENT_STATUSES = ["Uploaded", "Under Review", "Approved"] as const;

/** Field operations. Spec §9: the site types, as the form's values. */
export const SITE_TYPES = ["construction", "renovation", "infrastructure", "residential", "commercial"] as const;

/** Finance. Spec: Payment (money out), Receipt (money in), Transfer (between the organization's own accounts). */
export const TRANSACTION_TYPES = ["Payment", "Receipt", "Transfer"] as const;
/** Spec: the four categories. */
export const TRANSACTION_CATEGORIES = ["Materials", "Labor", "Equipment", "Overhead"] as const;
/** New transactions are Pending; they move to Cleared or Void, and a Cleared one may still be voided. Void is final. */
export const TRANSACTION_STATUSES = ["Pending", "Cleared", "Void"] as const;

/** HR. Spec "Employee add": the four departments. */
export const DEPARTMENTS = ["Operations", "Engineering", "Administration", "Safety"] as const;
/** Spec §4: Full-time, Part-time, Contract, Temporary; a new employee is Full-time unless chosen. */
export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Temporary"] as const;
/** Spec §4: status defaults to Active; On Leave and Inactive (left the organization) are the others. */
export const EMPLOYEE_STATUSES = ["Active", "On Leave", "Inactive"] as const;

/** Invoicing: the two documents a contractor sends. */
export const DOCUMENT_KINDS = ["estimate", "invoice"] as const;
/** Stored statuses; `expired` (estimate past its valid-until) and `overdue`, `partially_paid`, `paid` (invoice) are derived. */
export const ESTIMATE_STORED_STATUSES = ["draft", "sent", "viewed", "accepted", "declined"] as const;
export const INVOICE_STORED_STATUSES = ["draft", "sent", "viewed", "void"] as const;

/** Procurement: received (+), issued to a project (−), adjusted (± with a reason). */
export const MOVEMENT_KINDS = ["received", "issued", "adjusted"] as const;
/** A purchase order: draft → sent → received, or cancelled before it is received. */
export const ORDER_STATUSES = ["draft", "sent", "received", "cancelled"] as const;

/** Quality. Spec §4: an inspection is Passed, Failed, Pending or Needs Review (derived from its items: quality.rules.ts). */
export const INSPECTION_STATUSES = ["Passed", "Failed", "Pending", "Needs Review"] as const;

/** Safety. Spec §9: the incident types, as the form's values. */
export const INCIDENT_TYPES = ["injury", "near-miss", "property-damage", "environmental", "security"] as const;
/** Spec §4: the form's severities, least to most severe; a new report is minor unless chosen. */
export const SEVERITIES = ["minor", "moderate", "major", "critical"] as const;
/** Spec §4 and issue 15: a report starts Under Investigation, is Resolved, then Closed. */
export const INCIDENT_STATUSES = ["Under Investigation", "Resolved", "Closed"] as const;

/** Analytics. Spec §9: auto refresh off, 1, 5 (default), 15, 30 minutes. */
export const REFRESH_MINUTES = [0, 1, 5, 15, 30] as const;
/** Spec §9: layouts grid, list, compact. */
export const ANALYTICS_LAYOUTS = ["grid", "list", "compact"] as const;

/** The AI assistant: who wrote a message. */
export const AI_ROLES = ["user", "assistant"] as const;
/** Settings (spec: Settings, "Settings saved successfully"), per person. */
export const AI_DETAIL_LEVELS = ["brief", "detailed"] as const;

/**
 * Bids. Spec §4: pending (the default), active, completed, any of them chosen freely. Won and lost are this
 * product's (decision 0032): a won bid can become a project.
 */
export const BID_STATUSES = ["pending", "active", "completed", "won", "lost"] as const;

/** What a client paid online for (decision 0048): an invoice, or an accepted estimate's deposit. */
export const ONLINE_PAYMENT_PURPOSES = ["invoice", "deposit"] as const;

/** Construction finance (issue 29). A cost's type, beside its cost code (budgets, costs, change orders). */
export const COST_TYPES = ["labor", "material", "equipment", "subcontract", "other"] as const;
/** A change order: drafted, sent to the client, then approved or rejected by them, or voided by the contractor. */
export const CHANGE_ORDER_STATUSES = ["draft", "sent", "approved", "rejected", "void"] as const;
/** A pay application (G702): drafted, submitted to the owner, approved (then invoiced), paid. */
export const PAY_APPLICATION_STATUSES = ["draft", "submitted", "approved", "paid"] as const;
/** A pay application bills progress, or releases the retainage held. */
export const PAY_APPLICATION_KINDS = ["progress", "retainage_release"] as const;
/** A lien waiver: conditional (on receipt of the payment) or unconditional, for a progress or the final payment. */
export const LIEN_WAIVER_KINDS = [
  "conditional_progress",
  "unconditional_progress",
  "conditional_final",
  "unconditional_final",
] as const;

/**
 * What a notification is about (issue 30): each event the product tells people of. Security alerts cannot be turned
 * off; the others are project updates (the settings' "Project updates").
 */
export const NOTIFICATION_KINDS = [
  "task_assigned",
  "task_due_tomorrow",
  "task_late",
  "estimate_viewed",
  "estimate_accepted",
  "estimate_declined",
  "invoice_viewed",
  "invoice_paid",
  "invoice_overdue",
  "change_order_approved",
  "change_order_rejected",
  "incident_reported",
  "certification_expiring",
  "stock_low",
  "purchase_order_received",
  "website_message",
  "member_joined",
  "security_alert",
  "rfi_assigned",
  "submittal_review",
  "punch_item_assigned",
] as const;

/** Where a notification goes beyond the bell (issue 30); "digest" is an e-mail gathering several. */
export const DELIVERY_CHANNELS = ["email", "push", "sms", "slack"] as const;
export const DELIVERY_STATUSES = ["queued", "sending", "sent", "skipped", "held", "dead"] as const;
