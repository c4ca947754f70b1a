import { unzipSync, strFromU8 } from "fflate";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Reading back what a report download holds, for API tests: a PDF's text, a workbook's cells, a Word document's text. */

/** The text of every page of a PDF, in order. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useWorkerFetch: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages.join("\n");
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, "&");

/** Every text run of an XML fragment (`<t>…</t>`), joined. */
const textRuns = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1] ?? "")).join("");

/**
 * A workbook's sheets by name, each a list of rows of cell values: text as text, numbers as numbers (a date is
 * Excel's day number). Enough of the format to check what a report wrote, not a general reader.
 */
export function xlsxSheets(bytes: Buffer | Uint8Array): Record<string, (string | number | null)[][]> {
  const files = unzipSync(new Uint8Array(bytes));
  const read = (path: string) => {
    const file = files[path];
    return file ? strFromU8(file) : "";
  };
  const shared = [...read("xl/sharedStrings.xml").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textRuns(m[1] ?? ""));
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
  const rels = new Map(
    [...read("xl/_rels/workbook.xml.rels").matchAll(/<Relationship\b[^>]*>/g)].map((m) => [
      attr(m[0], "Id"),
      attr(m[0], "Target"),
    ]),
  );
  const sheets: Record<string, (string | number | null)[][]> = {};
  for (const m of read("xl/workbook.xml").matchAll(/<sheet\b[^>]*>/g)) {
    const target = rels.get(attr(m[0], "r:id")) ?? "";
    const xml = read(`xl/${target.replace(/^\/?xl\//, "")}`);
    const rows: (string | number | null)[][] = [];
    for (const row of xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
      const cells: (string | number | null)[] = [];
      for (const c of (row[1] ?? "").matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const attrs = c[1] ?? "";
        const body = c[2] ?? "";
        const ref = /r="([A-Z]+)\d+"/.exec(attrs)?.[1] ?? "";
        const column = [...ref].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
        const type = /t="([^"]+)"/.exec(attrs)?.[1];
        const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
        let cell: string | number | null = null;
        if (type === "s") cell = shared[Number(value)] ?? null;
        else if (type === "inlineStr" || type === "str")
          cell = type === "str" ? unescapeXml(value ?? "") : textRuns(body);
        else if (value !== undefined) cell = Number(value);
        while (cells.length < column) cells.push(null);
        cells.push(cell);
      }
      rows.push(cells);
    }
    sheets[unescapeXml(attr(m[0], "name"))] = rows;
  }
  return sheets;
}

/**
 * The text of a Word document's body (`word/document.xml`), in order: a line per paragraph outside tables and a
 * line per table row, its cells separated by tabs (a line break or a second paragraph inside a cell reads as a
 * space). The page foot is not included. Enough of the format to check what a report wrote, not a general reader.
 */
export function docxText(bytes: Buffer | Uint8Array): string {
  const file = unzipSync(new Uint8Array(bytes))["word/document.xml"];
  if (!file) throw new Error("not a Word document: no word/document.xml");
  const xml = strFromU8(file);
  const lines: string[] = [];
  let line = "";
  let cell = "";
  let row: string[] = [];
  let tables = 0;
  for (const m of xml.matchAll(
    /<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>|<w:br\b[^>]*\/>|<w:tab\/>|<\/w:p>|<w:tbl(?:\s[^>]*)?>|<\/w:tbl>|<\/w:tc>|<\/w:tr>/g,
  )) {
    const token = m[0];
    if (m[1] !== undefined || token.startsWith("<w:br") || token === "<w:tab/>") {
      const text = m[1] !== undefined ? unescapeXml(m[1]) : token === "<w:tab/>" ? "\t" : tables > 0 ? " " : "\n";
      if (tables > 0) cell += text;
      else line += text;
    } else if (token === "</w:p>") {
      if (tables > 0) cell += " ";
      else {
        lines.push(line);
        line = "";
      }
    } else if (token.startsWith("<w:tbl")) tables++;
    else if (token === "</w:tbl>") tables--;
    else if (token === "</w:tc>") {
      row.push(cell.trim());
      cell = "";
    } else {
      lines.push(row.join("\t"));
      row = [];
    }
  }
  return lines.join("\n");
}
