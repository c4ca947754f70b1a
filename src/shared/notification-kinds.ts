import type { NOTIFICATION_KINDS } from "./column-values.ts";

/** What each kind of notification event is called on screen (issue 30): settings' lists, channels' choices. */
export const NOTIFICATION_KIND_LABELS: Record<(typeof NOTIFICATION_KINDS)[number], string> = {
  task_assigned: "Task assigned",
  task_due_tomorrow: "Task due tomorrow",
  task_late: "Task late",
  estimate_viewed: "Estimate viewed",
  estimate_accepted: "Estimate accepted",
  estimate_declined: "Estimate declined",
  invoice_viewed: "Invoice viewed",
  invoice_paid: "Invoice paid",
  invoice_overdue: "Invoice overdue",
  change_order_approved: "Change order approved",
  change_order_rejected: "Change order rejected",
  incident_reported: "Incident reported",
  certification_expiring: "Certification expiring",
  stock_low: "Stock low",
  purchase_order_received: "Purchase order received",
  website_message: "Website message",
  member_joined: "Member joined",
  security_alert: "Security alert",
  rfi_assigned: "RFI to answer",
  submittal_review: "Submittal to review",
  punch_item_assigned: "Punch item assigned",
};
