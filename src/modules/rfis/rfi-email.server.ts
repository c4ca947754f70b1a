import type { Mail } from "../../server/platform/mail.ts";
import { formatReportDate } from "../../server/platform/report-document.ts";
import type { Rfi, Submittal } from "./rfis.contract.ts";
import { SUBMITTAL_STATUS_LABELS, SUBMITTAL_TYPE_LABELS } from "./rfis.constants.ts";

/** The e-mails that tell someone an RFI or a submittal has become theirs to answer, with a link to it. */

/** An RFI is now the reader's to answer. */
export function rfiTurnEmail(to: string, rfi: Rfi, link: string, company: string): Mail {
  const due = rfi.dueDate ? `\n\nAn answer is due by ${formatReportDate(rfi.dueDate)}.` : "";
  const question = rfi.question ? `\n\n${rfi.question}` : "";
  return {
    to,
    subject: `${rfi.number} for ${rfi.project.name} is yours to answer: ${rfi.subject}`,
    text: `Hello,\n\n${rfi.number}, "${rfi.subject}", for ${rfi.project.name} is now yours to answer.${question}${due}\n\nOpen it and answer:\n${link}\n\n${company}`,
  };
}

/** A submittal is now the reader's: to review, or (after Revise and Resubmit) to resubmit as its next revision. */
export function submittalTurnEmail(to: string, submittal: Submittal, link: string, company: string): Mail {
  const what = `${submittal.number}, "${submittal.title}" (${SUBMITTAL_TYPE_LABELS[submittal.type]}), for ${submittal.project.name}`;
  const resubmit = submittal.status === "draft";
  const needed = submittal.onSiteDate ? `\n\nIt is required on site by ${formatReportDate(submittal.onSiteDate)}.` : "";
  return {
    to,
    subject: resubmit
      ? `Submittal ${submittal.number} for ${submittal.project.name} is to be resubmitted`
      : `Submittal ${submittal.number} for ${submittal.project.name} is yours to review`,
    text: resubmit
      ? `Hello,\n\nThe review of ${what} came back ${SUBMITTAL_STATUS_LABELS.revise_and_resubmit}. Its next revision is ready for you to revise and submit.${needed}\n\nOpen it:\n${link}\n\n${company}`
      : `Hello,\n\n${what} is now yours to review.${needed}\n\nOpen it and answer:\n${link}\n\n${company}`,
  };
}
