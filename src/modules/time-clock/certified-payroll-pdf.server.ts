import type PDFDocumentClass from "pdfkit";
import { pdfSafeText } from "../../server/platform/pdf-text.ts";
import { formatCents } from "../../server/platform/report-document.ts";
import type { CertifiedPayrollSheet, CertifiedPayrollWorker } from "./certified-payroll.types.ts";

const INK = "#0f172a";
const MUTED = "#475569";
const LINE = "#334155";
/** The table's pages: US Letter landscape, as the form. */
const MARGIN = 30;
/** The Statement of Compliance (the form's reverse): US Letter portrait. */
const STATEMENT_MARGIN = 50;
/** Room kept at each page's foot for "Page n of N". */
const FOOT = 16;
const ROW_HEIGHT = 12;
const HEAD_HEIGHT = 60;
const DAY_COUNT = 7;
const DAY_WIDTH = 22;

/** The form's columns (1) to (10), left to right, in points: 732 in all, the landscape page less its margins. */
const WIDTHS = {
  name: 120,
  exemptions: 44,
  classification: 75,
  otSt: 20,
  days: DAY_COUNT * DAY_WIDTH,
  total: 30,
  rate: 42,
  gross: 60,
  fica: 30,
  withholding: 44,
  other: 30,
  deductions: 42,
  net: 41,
} as const;
type ColumnKey = keyof typeof WIDTHS;
type Span = { x: number; width: number };
/** The columns in the form's order (1) to (10), (9)'s four parts in theirs. */
const ORDER: readonly ColumnKey[] = [
  "name",
  "exemptions",
  "classification",
  "otSt",
  "days",
  "total",
  "rate",
  "gross",
  "fica",
  "withholding",
  "other",
  "deductions",
  "net",
];
/** Where a column is on a table page. */
const col = (key: ColumnKey): Span => ({
  x: MARGIN + ORDER.slice(0, ORDER.indexOf(key)).reduce((sum, k) => sum + WIDTHS[k], 0),
  width: WIDTHS[key],
});

/** `certified-payroll-harbor-tower-2026-11-02.pdf`. */
export const certifiedPayrollFileName = (projectName: string, weekStart: string) => {
  const project =
    projectName
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "project";
  const week = weekStart.replace(/[^0-9-]/g, "");
  return `certified-payroll-${project}${week ? `-${week}` : ""}.pdf`;
};

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Year, month (1-12) and day of a `YYYY-MM-DD`, or null for anything else. */
const dateParts = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
};

/** `11/08/2026` from `2026-11-08`, as the form's FOR WEEK ENDING. */
const usDate = (iso: string) => {
  const p = dateParts(iso);
  return p ? `${String(p.month).padStart(2, "0")}/${String(p.day).padStart(2, "0")}/${p.year}` : iso;
};

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
};

/** `2nd day of November, 2026` from `2026-11-02`, as the statement's period. */
const longDay = (iso: string) => {
  const p = dateParts(iso);
  return p ? `${ordinal(p.day)} day of ${MONTHS[p.month - 1] ?? ""}, ${p.year}` : iso;
};

/** The day's column heading: its weekday's letter and its day of the month (`M` and `2`). */
const dayHeading = (iso: string | undefined) => {
  const p = iso ? dateParts(iso) : null;
  if (!p) return { letter: "", day: "" };
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  return { letter: "SMTWTFS".charAt(weekday), day: String(p.day) };
};

/** `8`, `7.5`, `7.25`; blank for none. */
const hoursText = (hours: number) => {
  const rounded = Math.round(hours * 100) / 100;
  return rounded === 0 ? "" : String(rounded);
};

/** Overtime hours without the double time they include (the sheet's overtime counts double time too). */
const overtimeOnly = (overtime: number, double: number) => Math.max(0, overtime - double);

type PayRow = { mark: "O" | "S" | "D"; hours: number[]; total: number; rateCents: number };

/**
 * A worker's rows in column (4): "O" (overtime, at the rate × the organization's overtime percent) above "S"
 * (straight time), and "D" (double time, at twice the rate) only for a worker who has some.
 */
function payRows(worker: CertifiedPayrollWorker): PayRow[] {
  const days = Array.from({ length: DAY_COUNT }, (_, i) => worker.days[i]);
  const rows: PayRow[] = [
    {
      mark: "O",
      hours: days.map((d) => (d ? overtimeOnly(d.overtimeHours, d.doubleHours) : 0)),
      total: overtimeOnly(worker.totalOvertimeHours, worker.totalDoubleHours),
      rateCents: Math.round((worker.rateCents * worker.overtimePercent) / 100),
    },
    {
      mark: "S",
      hours: days.map((d) => d?.straightHours ?? 0),
      total: worker.totalStraightHours,
      rateCents: worker.rateCents,
    },
  ];
  if (worker.totalDoubleHours > 0 || days.some((d) => (d?.doubleHours ?? 0) > 0)) {
    rows.push({
      mark: "D",
      hours: days.map((d) => d?.doubleHours ?? 0),
      total: worker.totalDoubleHours,
      rateCents: worker.rateCents * 2,
    });
  }
  return rows;
}

type Doc = PDFKit.PDFDocument;
type Align = "left" | "center" | "right";

/** Text inside a box, clipped to its height with an ellipsis rather than running past it. */
function cellText(
  doc: Doc,
  text: string,
  span: Span,
  top: number,
  height: number,
  options: { size?: number; bold?: boolean; align?: Align; color?: string } = {},
) {
  const pad = 2;
  doc
    .font(options.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(options.size ?? 7)
    .fillColor(options.color ?? INK)
    .text(pdfSafeText(text), span.x + pad, top + pad, {
      width: span.width - 2 * pad,
      height: Math.max(height - pad, 1),
      align: options.align ?? "left",
      ellipsis: true,
      lineGap: 0,
    });
}

function box(doc: Doc, x: number, y: number, width: number, height: number) {
  doc.lineWidth(0.5).strokeColor(LINE).rect(x, y, width, height).stroke();
}

function hLine(doc: Doc, x1: number, x2: number, y: number) {
  doc.lineWidth(0.5).strokeColor(LINE).moveTo(x1, y).lineTo(x2, y).stroke();
}

function vLine(doc: Doc, x: number, y1: number, y2: number) {
  doc.lineWidth(0.5).strokeColor(LINE).moveTo(x, y1).lineTo(x, y2).stroke();
}

/** A labelled box of the form's header: its label small above, its value under it. */
function field(doc: Doc, label: string, value: string, x: number, y: number, width: number, height: number) {
  box(doc, x, y, width, height);
  cellText(doc, label, { x, width }, y, 9, { size: 5.5, bold: true, color: MUTED });
  cellText(doc, value, { x, width }, y + 10, height - 10, { size: 9 });
}

/** The column headings (1) to (10), as on the form; returns where the rows start. */
function drawColumnHeads(doc: Doc, days: readonly string[], top: number): number {
  const h = HEAD_HEIGHT;
  const heading = (key: ColumnKey, text: string) => {
    box(doc, col(key).x, top, col(key).width, h);
    cellText(doc, text, col(key), top, h, { size: 5.5, bold: true, align: "center" });
  };
  heading("name", "(1) NAME AND INDIVIDUAL IDENTIFYING NUMBER OF WORKER");
  heading("exemptions", "(2) NO. OF\nWITHHOLDING\nEXEMPTIONS");
  heading("classification", "(3) WORK CLASSIFICATION");
  heading("otSt", "(4) OT. OR ST.");
  heading("total", "(6) TOTAL HOURS");
  heading("rate", "(7) RATE OF PAY");
  heading("gross", "(8) GROSS AMOUNT EARNED");
  heading("net", "(10) NET WAGES PAID FOR WEEK");
  // (8)'s split, as in its rows: this project above the diagonal, all work below.
  const gross = col("gross");
  cellText(doc, "PROJECT /", { x: gross.x, width: gross.width }, top + 34, 9, { size: 5, color: MUTED });
  cellText(doc, "ALL WORK", { x: gross.x, width: gross.width }, top + 45, 9, { size: 5, color: MUTED, align: "right" });

  // (5): the day and date over each day's column, then "hours worked each day".
  const daysSpan = col("days");
  box(doc, daysSpan.x, top, daysSpan.width, h);
  cellText(doc, "(5) DAY AND DATE", daysSpan, top, 12, { size: 5.5, bold: true, align: "center" });
  hLine(doc, daysSpan.x, daysSpan.x + daysSpan.width, top + 12);
  hLine(doc, daysSpan.x, daysSpan.x + daysSpan.width, top + 36);
  for (let i = 0; i < DAY_COUNT; i++) {
    const span = { x: daysSpan.x + i * DAY_WIDTH, width: DAY_WIDTH };
    if (i > 0) vLine(doc, span.x, top + 12, top + 36);
    const { letter, day } = dayHeading(days[i]);
    cellText(doc, letter, span, top + 12, 11, { size: 7, bold: true, align: "center" });
    cellText(doc, day, span, top + 24, 11, { size: 7, align: "center" });
  }
  cellText(doc, "HOURS WORKED EACH DAY", daysSpan, top + 42, 12, { size: 5.5, bold: true, align: "center" });

  // (9): the deductions over their four columns.
  const first = col("fica");
  const last = col("deductions");
  const deductions = { x: first.x, width: last.x + last.width - first.x };
  box(doc, deductions.x, top, deductions.width, h);
  cellText(doc, "(9) DEDUCTIONS", deductions, top, 12, { size: 5.5, bold: true, align: "center" });
  hLine(doc, deductions.x, deductions.x + deductions.width, top + 12);
  const parts: [ColumnKey, string][] = [
    ["fica", "FICA"],
    ["withholding", "WITHHOLDING TAX"],
    ["other", "OTHER"],
    ["deductions", "TOTAL DEDUCTIONS"],
  ];
  for (const [key, label] of parts) {
    if (key !== "fica") vLine(doc, col(key).x, top + 12, top + h);
    cellText(doc, label, col(key), top + 14, h - 14, { size: 5.5, bold: true, align: "center" });
  }
  return top + h;
}

/** One worker's block: two rows (O above S), three with double time; columns (1)-(3) and (8)-(10) span it. */
function drawWorker(doc: Doc, worker: CertifiedPayrollWorker, top: number): number {
  const rows = payRows(worker);
  const height = rows.length * ROW_HEIGHT;
  const left = col("name").x;
  const right = col("net").x + col("net").width;
  box(doc, left, top, right - left, height);
  for (const key of ORDER) if (key !== "name") vLine(doc, col(key).x, top, top + height);
  for (let i = 1; i < DAY_COUNT; i++) vLine(doc, col("days").x + i * DAY_WIDTH, top, top + height);
  for (let r = 1; r < rows.length; r++) hLine(doc, col("otSt").x, col("gross").x, top + r * ROW_HEIGHT);

  // The name whole (the form's point): on one line when it fits, else smaller over two or three; the identifier
  // under it.
  const name = col("name");
  doc.font("Helvetica-Bold").fontSize(7.5);
  const oneLine = doc.widthOfString(pdfSafeText(worker.name)) <= name.width - 4;
  cellText(doc, worker.name, name, top, oneLine ? 11 : height - 7, { size: oneLine ? 7.5 : 6, bold: true });
  if (worker.identifier) {
    cellText(doc, `ID ${worker.identifier}`, name, oneLine ? top + 10 : top + height - 9, 9, {
      size: oneLine ? 7 : 6,
      color: MUTED,
    });
  }
  // The classification whole too where it can be: smaller when it would run past its lines at the usual size.
  const classification = col("classification");
  doc.font("Helvetica").fontSize(7);
  const lines = Math.floor((height - 2) / 8.1);
  const fits = doc.widthOfString(pdfSafeText(worker.classification)) <= lines * (classification.width - 4) * 0.85;
  cellText(doc, worker.classification, classification, top, height, { size: fits ? 7 : 6 });

  rows.forEach((row, r) => {
    const y = top + r * ROW_HEIGHT;
    cellText(doc, row.mark, col("otSt"), y, ROW_HEIGHT, { bold: true, align: "center" });
    row.hours.forEach((hours, i) => {
      const span = { x: col("days").x + i * DAY_WIDTH, width: DAY_WIDTH };
      cellText(doc, hoursText(hours), span, y, ROW_HEIGHT, { size: 6.5, align: "center" });
    });
    cellText(doc, hoursText(row.total), col("total"), y, ROW_HEIGHT, { align: "right" });
    cellText(doc, formatCents(row.rateCents), col("rate"), y, ROW_HEIGHT, { align: "right" });
  });

  // (8), split as on the form: this project's gross above the diagonal, all work's below it.
  const gross = col("gross");
  doc
    .lineWidth(0.5)
    .strokeColor(LINE)
    .moveTo(gross.x, top + height)
    .lineTo(gross.x + gross.width, top)
    .stroke();
  cellText(doc, formatCents(worker.projectGrossCents), gross, top, ROW_HEIGHT, { size: 6.5 });
  cellText(doc, formatCents(worker.allWorkGrossCents), gross, top + height - ROW_HEIGHT + 2, ROW_HEIGHT - 2, {
    size: 6.5,
    align: "right",
  });
  return top + height;
}

/** The form's reverse: the Statement of Compliance, filled with who, where and which week, unsigned. */
function drawStatement(doc: Doc, sheet: CertifiedPayrollSheet) {
  doc.addPage({
    size: "LETTER",
    layout: "portrait",
    margins: { top: STATEMENT_MARGIN, bottom: STATEMENT_MARGIN, left: STATEMENT_MARGIN, right: STATEMENT_MARGIN },
  });
  const left = STATEMENT_MARGIN;
  const width = doc.page.width - 2 * STATEMENT_MARGIN;
  const indent = 14;
  const paragraph = (text: string, options: { bold?: boolean; x?: number; gap?: number } = {}) => {
    const x = options.x ?? left;
    doc
      .font(options.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(8.5)
      .fillColor(INK)
      .text(pdfSafeText(text), x, doc.y + (options.gap ?? 6), { width: width - (x - left), align: "justify" });
  };
  const rule = (x: number, to: number, gap = 14) => {
    const y = doc.y + gap;
    hLine(doc, x, to, y);
    doc.y = y;
  };

  doc
    .font("Helvetica-Bold")
    .fontSize(13)
    .fillColor(INK)
    .text("STATEMENT OF COMPLIANCE", left, STATEMENT_MARGIN, { width, align: "center" });
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .text("Date ______________________________", left, doc.y + 14, { width });
  paragraph(
    "I, ______________________________ (Name of Signatory Party)   ______________________________ (Title) do hereby state:",
    { gap: 10 },
  );
  const contractor = sheet.contractorName;
  paragraph(
    `(1) That I pay or supervise the payment of the persons employed by ${contractor} on the ${sheet.projectName}; ` +
      `that during the payroll period commencing on the ${longDay(sheet.weekStart)}, and ending the ` +
      `${longDay(sheet.weekEnd)}, all persons employed on said project have been paid the full weekly wages earned, ` +
      `that no rebates have been or will be made either directly or indirectly to or on behalf of said ${contractor} ` +
      "from the full weekly wages earned by any person and that no deductions have been made either directly or " +
      "indirectly from the full wages earned by any person, other than permissible deductions as defined in " +
      "Regulations, Part 3 (29 C.F.R. Subtitle A), issued by the Secretary of Labor under the Copeland Act, as " +
      "amended (48 Stat. 948, 63 Stat. 108, 72 Stat. 967; 76 Stat. 357; 40 U.S.C. § 3145), and described below:",
    { gap: 10 },
  );
  rule(left + indent, left + width, 16);
  rule(left + indent, left + width, 14);
  paragraph(
    "(2) That any payrolls otherwise under this contract required to be submitted for the above period are " +
      "correct and complete; that the wage rates for laborers or mechanics contained therein are not less than the " +
      "applicable wage rates contained in any wage determination incorporated into the contract; that the " +
      "classifications set forth therein for each laborer or mechanic conform with the work he performed.",
    { gap: 10 },
  );
  paragraph(
    "(3) That any apprentices employed in the above period are duly registered in a bona fide apprenticeship " +
      "program registered with a State apprenticeship agency recognized by the Bureau of Apprenticeship and " +
      "Training, United States Department of Labor, or if no such recognized agency exists in a State, are " +
      "registered with the Bureau of Apprenticeship and Training, United States Department of Labor.",
  );
  paragraph("(4) That:");
  const checkbox = (heading: string, text: string) => {
    paragraph(heading, { bold: true, x: left + indent, gap: 8 });
    const y = doc.y + 5;
    box(doc, left + indent, y + 1, 7, 7);
    doc
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor(INK)
      .text(pdfSafeText(text), left + indent + 14, y, { width: width - indent - 14, align: "justify" });
  };
  checkbox(
    "(a) WHERE FRINGE BENEFITS ARE PAID TO APPROVED PLANS, FUNDS, OR PROGRAMS",
    "- in addition to the basic hourly wage rates paid to each laborer or mechanic listed in the above referenced " +
      "payroll, payments of fringe benefits as listed in the contract have been or will be made to appropriate " +
      "programs for the benefit of such employees, except as noted in section 4(c) below.",
  );
  checkbox(
    "(b) WHERE FRINGE BENEFITS ARE PAID IN CASH",
    "- Each laborer or mechanic listed in the above referenced payroll has been paid, as indicated on the payroll, " +
      "an amount not less than the sum of the applicable basic hourly wage rate plus the amount of the required " +
      "fringe benefits as listed in the contract, except as noted in section 4(c) below.",
  );
  paragraph("(c) EXCEPTIONS", { bold: true, x: left + indent, gap: 8 });

  // (c)'s table, empty: the craft on the left, the explanation on the right.
  const tableLeft = left + indent;
  const tableWidth = width - indent;
  const craftWidth = 150;
  let y = doc.y + 4;
  box(doc, tableLeft, y, tableWidth, 14);
  vLine(doc, tableLeft + craftWidth, y, y + 14 + 5 * 16);
  cellText(doc, "EXCEPTION (CRAFT)", { x: tableLeft, width: craftWidth }, y + 2, 12, {
    size: 7,
    bold: true,
    align: "center",
  });
  cellText(doc, "EXPLANATION", { x: tableLeft + craftWidth, width: tableWidth - craftWidth }, y + 2, 12, {
    size: 7,
    bold: true,
    align: "center",
  });
  y += 14;
  for (let i = 0; i < 5; i++) {
    box(doc, tableLeft, y, tableWidth, 16);
    y += 16;
  }
  doc.x = left;
  doc.y = y;

  paragraph("REMARKS:", { bold: true, gap: 12 });
  rule(left, left + width, 16);
  rule(left, left + width, 16);
  rule(left, left + width, 16);

  // NAME AND TITLE and SIGNATURE: blank lines to sign, their labels under them.
  const half = (width - 24) / 2;
  y = doc.y + 34;
  hLine(doc, left, left + half, y);
  hLine(doc, left + half + 24, left + width, y);
  doc.font("Helvetica-Bold").fontSize(7).fillColor(INK);
  doc.text("NAME AND TITLE", left, y + 3, { width: half });
  doc.text("SIGNATURE", left + half + 24, y + 3, { width: half });
  doc.x = left;
  doc.y = y + 14;

  paragraph(
    "THE WILLFUL FALSIFICATION OF ANY OF THE ABOVE STATEMENTS MAY SUBJECT THE CONTRACTOR OR SUBCONTRACTOR TO " +
      "CIVIL OR CRIMINAL PROSECUTION. SEE SECTION 1001 OF TITLE 18 AND SECTION 231 OF TITLE 31 OF THE UNITED " +
      "STATES CODE.",
    { bold: true, gap: 12 },
  );
}

/**
 * A project's week of approved hours as the U.S. Department of Labor's WH-347 payroll (our drawing of its layout,
 * US Letter landscape): the header (contractor, address, payroll number, week ending, project and location), then
 * a block per worker with columns (1) to (10) as on the form, the column headings repeated on every page the rows
 * run to; deductions and net wages are left for the payroll processor (the product does not run payroll taxes).
 * Then the form's reverse, the Statement of Compliance (portrait), unsigned. "Page n of N" at every foot. pdfkit is
 * loaded on the first PDF, not at start.
 */
export async function certifiedPayrollPdf(sheet: CertifiedPayrollSheet): Promise<Buffer> {
  const PDFDocument: typeof PDFDocumentClass = (await import("pdfkit")).default;
  const now = sheet.now ?? new Date();
  const weekEnding = usDate(sheet.weekEnd);
  const doc = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: `Certified Payroll (WH-347): ${sheet.projectName}, week ending ${weekEnding}`,
      Author: sheet.contractorName,
      Creator: "BuildOps",
      CreationDate: now,
    },
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOT;
  const projectAndLocation = [sheet.projectName, sheet.projectLocation].filter(Boolean).join(", ");

  // The header, as the form's top.
  doc.font("Helvetica").fontSize(6.5).fillColor(MUTED).text("Form WH-347 layout", left, MARGIN, { width: 160 });
  doc.font("Helvetica-Bold").fontSize(16).fillColor(INK).text("PAYROLL", left, MARGIN, { width, align: "center" });
  doc
    .font("Helvetica")
    .fontSize(7)
    .fillColor(MUTED)
    .text(
      "(For Contractor's Optional Use; See Instructions at www.dol.gov/whd/forms/wh347instr.htm)",
      left,
      doc.y + 1,
      {
        width,
        align: "center",
      },
    );
  let y = doc.y + 6;
  const half = width / 2;
  field(doc, "NAME OF CONTRACTOR OR SUBCONTRACTOR", sheet.contractorName, left, y, half, 26);
  field(doc, "ADDRESS", sheet.contractorAddress.replace(/\s*\n+\s*/g, ", "), left + half, y, half, 26);
  y += 26;
  field(doc, "PAYROLL NO.", String(sheet.payrollNumber), left, y, 90, 26);
  field(doc, "FOR WEEK ENDING", weekEnding, left + 90, y, 110, 26);
  field(doc, "PROJECT AND LOCATION", projectAndLocation, left + 200, y, width - 200 - 190, 26);
  field(doc, "PROJECT OR CONTRACT NO.", "", left + width - 190, y, 190, 26);
  y = drawColumnHeads(doc, sheet.days, y + 34);

  if (sheet.workers.length === 0) {
    box(doc, left, y, width, 20);
    cellText(doc, "No approved hours on this project for this week.", { x: left, width }, y + 3, 16, {
      size: 9,
      align: "center",
    });
    y += 20;
  }
  for (const worker of sheet.workers) {
    const height = payRows(worker).length * ROW_HEIGHT;
    if (y + height > bottom()) {
      doc.addPage({
        size: "LETTER",
        layout: "landscape",
        margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      });
      doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text("PAYROLL (continued)", left, MARGIN, { width });
      doc
        .font("Helvetica")
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(
          pdfSafeText(
            `${sheet.contractorName} · ${projectAndLocation} · Payroll No. ${sheet.payrollNumber} · ` +
              `For week ending ${weekEnding}`,
          ),
          left,
          doc.y + 1,
          { width, height: 10, ellipsis: true },
        );
      y = drawColumnHeads(doc, sheet.days, MARGIN + 28);
    }
    y = drawWorker(doc, worker, y);
  }
  if (y + 12 > bottom()) {
    doc.addPage({
      size: "LETTER",
      layout: "landscape",
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    });
    y = MARGIN;
  }
  doc
    .font("Helvetica")
    .fontSize(6.5)
    .fillColor(MUTED)
    .text("Deductions and net wages are completed by the payroll processor.", left, y + 4, { width });

  drawStatement(doc, sheet);

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const margin = doc.page.margins.bottom;
    const side = doc.page.margins.left;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(7)
      .text(`Page ${i + 1} of ${range.count}`, side, doc.page.height - side / 2 - 8, {
        width: doc.page.width - 2 * side,
        align: "right",
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
