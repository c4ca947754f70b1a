import PDFDocument from "pdfkit";
import sharp from "sharp";

/** A real PDF with one page per entry (Letter, portrait), each page saying its text in large type. */
export function makePdf(pages: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", autoFirstPage: false, info: { Title: "e2e document" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    for (const text of pages) {
      doc.addPage();
      doc.fontSize(40).text(text, 72, 96);
    }
    doc.end();
  });
}

/** A small PNG photo stand-in: a landscape image (wider than tall) of one colour. */
export function makePng(width = 160, height = 90): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 37, g: 99, b: 235 } } })
    .png()
    .toBuffer();
}
