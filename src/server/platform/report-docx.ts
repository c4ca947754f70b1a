import type * as Docx from "docx";
import {
  alignsRight,
  cellText,
  figureText,
  REPORT_PAGE,
  reportColumnWidths,
  type ReportDocument,
  type ReportTable,
} from "./report-document.ts";

/** The PDF's colours (report-pdf.ts), as Word writes them. */
const INK = "0F172A";
const MUTED = "475569";
const RULE = "CBD5E1";
const HEAD_FILL = "F1F5F9";
const BRAND = "2563EB";
const FONT = "Arial";

/** Word measures pages in twentieths of a point, font sizes in half points and borders in eighths of a point. */
const twips = (points: number) => Math.round(points * 20);
const halfPoints = (points: number) => Math.round(points * 2);

/** The PDF's cell padding (5 pt above and below, 4 pt each side) and type size. */
const CELL_MARGINS = { top: twips(5), bottom: twips(5), left: twips(4), right: twips(4) };
const FONT_SIZE = 9;

/** Characters XML 1.0 cannot hold at all (control characters, lone surrogates): Word refuses a file with one. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A run's look; what is not given is the document's default (9 pt, ink, regular). */
type Style = { size?: number; color?: string; bold?: boolean };

/** The pieces of docx both the page and its tables use, made once docx is loaded. */
function kit(d: typeof Docx) {
  /** A run per line of `text` (a line break between them), so a note or a cell keeps its line breaks. */
  const runs = (text: string, style: Style = {}): Docx.TextRun[] =>
    text
      .replace(NOT_XML, "")
      .split(/\r\n|\r|\n/)
      .map(
        (line, i) =>
          new d.TextRun({
            text: line,
            break: i > 0 ? 1 : undefined,
            size: style.size === undefined || style.size === FONT_SIZE ? undefined : halfPoints(style.size),
            color: style.color === INK ? undefined : style.color,
            bold: style.bold,
          }),
      );
  const paragraph = (text: string, style: Style, options: Omit<Docx.IParagraphOptions, "children" | "text"> = {}) =>
    new d.Paragraph({ ...options, children: runs(text, style) });
  /** A rule `points` thick (Word counts eighths of a point, at least a quarter point). */
  const rule = (points: number) => ({
    style: d.BorderStyle.SINGLE,
    size: Math.max(2, Math.round(points * 8)),
    color: RULE,
  });
  const noBorder = { style: d.BorderStyle.NONE, size: 0, color: "auto" };
  return { d, runs, paragraph, rule, noBorder };
}
type Kit = ReturnType<typeof kit>;

/**
 * A report as a Word document (docx, decision 24), the same content as the PDF: the organization, the heading
 * and its byline, the figures side by side, the note, then each table under its heading with its header row
 * repeated on every page, money, counts and dates written by `cellText` as the PDF writes them, money and
 * counts right-aligned. US Letter landscape like the PDF, "Page n of N" in every page's foot. docx is loaded on
 * the first document, not at start.
 */
export async function reportDocx(report: ReportDocument): Promise<Buffer> {
  const k = kit(await import("docx"));
  const { d, paragraph } = k;
  const width = REPORT_PAGE.width - 2 * REPORT_PAGE.margin;

  const children: Docx.FileChild[] = [
    paragraph(report.organizationName, { size: 10, color: MUTED }),
    paragraph(
      report.title,
      { size: 22, color: INK, bold: true },
      { heading: d.HeadingLevel.TITLE, spacing: { before: twips(2), after: twips(2) } },
    ),
    paragraph(report.byline, { size: 10, color: MUTED }, { spacing: { after: twips(16) } }),
  ];

  if (report.figures.length > 0) {
    // The figures side by side, each in a ruled box: one row, a cell each, the page's width shared.
    const box = k.rule(1);
    children.push(
      new d.Table({
        width: { size: twips(width), type: d.WidthType.DXA },
        columnWidths: report.figures.map(() => twips(width / report.figures.length)),
        layout: d.TableLayoutType.FIXED,
        borders: { top: box, bottom: box, left: box, right: box, insideHorizontal: box, insideVertical: box },
        margins: { top: twips(10), bottom: twips(10), left: twips(12), right: twips(12) },
        rows: [
          new d.TableRow({
            cantSplit: true,
            children: report.figures.map(
              (figure) =>
                new d.TableCell({
                  children: [
                    paragraph(figure.label, { size: 10, color: MUTED }, { spacing: { after: twips(4) } }),
                    paragraph(figureText(figure), { size: 18, color: figure.accent ? BRAND : INK, bold: true }),
                  ],
                }),
            ),
          }),
        ],
      }),
    );
  }
  if (report.note) children.push(paragraph(report.note, { size: 9, color: MUTED }, { spacing: { before: twips(12) } }));

  for (const table of report.tables) {
    if (table.title) {
      children.push(
        paragraph(
          table.title,
          { size: 13, color: INK, bold: true },
          { heading: d.HeadingLevel.HEADING_2, keepNext: true, spacing: { before: twips(18), after: twips(6) } },
        ),
      );
    } else {
      children.push(new d.Paragraph({ spacing: { before: twips(6) } }));
    }
    if (table.rows.length === 0) children.push(paragraph(table.empty, { size: 11, color: INK }));
    else children.push(dataTable(k, table, width));
  }

  const footer = new d.Footer({
    children: [
      new d.Paragraph({
        alignment: d.AlignmentType.CENTER,
        children: [
          new d.TextRun({
            children: [
              `${report.title} · ${report.organizationName} · Page `.replace(NOT_XML, ""),
              d.PageNumber.CURRENT,
              " of ",
              d.PageNumber.TOTAL_PAGES,
            ],
            size: halfPoints(8),
            color: MUTED,
          }),
        ],
      }),
    ],
  });

  const document = new d.Document({
    title: report.title.replace(NOT_XML, ""),
    subject: report.title.replace(NOT_XML, ""),
    creator: report.organizationName.replace(NOT_XML, ""),
    description: report.byline.replace(NOT_XML, ""),
    lastModifiedBy: "BuildOps",
    styles: {
      default: {
        document: {
          run: { font: FONT, size: halfPoints(FONT_SIZE), color: INK },
          paragraph: { spacing: { before: 0, after: 0 } },
        },
        title: { run: { font: FONT, size: halfPoints(22), color: INK, bold: true } },
        heading2: { run: { font: FONT, size: halfPoints(13), color: INK, bold: true } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            // Letter given upright and turned: docx writes w=15840 h=12240 orient="landscape".
            size: {
              width: twips(REPORT_PAGE.height),
              height: twips(REPORT_PAGE.width),
              orientation: d.PageOrientation.LANDSCAPE,
            },
            margin: {
              top: twips(REPORT_PAGE.margin),
              bottom: twips(REPORT_PAGE.margin),
              left: twips(REPORT_PAGE.margin),
              right: twips(REPORT_PAGE.margin),
              header: twips(REPORT_PAGE.margin / 2),
              footer: twips(24),
            },
          },
        },
        footers: { default: footer },
        children,
      },
    ],
  });
  return d.Packer.toBuffer(document);
}

/**
 * A table: its header row shaded, bold and marked to repeat at the top of every page Word starts it on, then
 * a row per record that never splits across pages. Column widths as the PDF sizes them (fixed layout, so
 * Word does not measure 10,000 rows to fit them); rules under each row as in the PDF. Borders and padding are
 * the table's, not each cell's, to keep a large table's XML small.
 */
function dataTable({ d, runs, rule, noBorder }: Kit, table: ReportTable, width: number): Docx.Table {
  const widths = reportColumnWidths(table.columns, width).map(twips);
  // Left is Word's own alignment: only right-aligned cells say so.
  const alignment = table.columns.map((c) => (alignsRight(c.kind) ? d.AlignmentType.RIGHT : undefined));
  // A cell's width is its grid column's: docx writes it into each cell (Word sizes cells by them).
  const cell = (text: string, i: number) =>
    new d.TableCell({ children: [new d.Paragraph({ alignment: alignment[i], children: runs(text) })] });

  const header = new d.TableRow({
    tableHeader: true,
    cantSplit: true,
    children: table.columns.map(
      (c, i) =>
        new d.TableCell({
          shading: { type: d.ShadingType.CLEAR, color: "auto", fill: HEAD_FILL },
          borders: { bottom: rule(1) },
          children: [new d.Paragraph({ alignment: alignment[i], children: runs(c.header, { bold: true }) })],
        }),
    ),
  });
  const rows = table.rows.map(
    (row) =>
      new d.TableRow({
        cantSplit: true,
        children: table.columns.map((c, i) => cell(cellText(row[i] ?? null, c.kind), i)),
      }),
  );
  return new d.Table({
    width: { size: widths.reduce((sum, w) => sum + w, 0), type: d.WidthType.DXA },
    columnWidths: widths,
    layout: d.TableLayoutType.FIXED,
    margins: CELL_MARGINS,
    borders: {
      top: noBorder,
      left: noBorder,
      right: noBorder,
      insideVertical: noBorder,
      bottom: rule(0.5),
      insideHorizontal: rule(0.5),
    },
    rows: [header, ...rows],
  });
}
