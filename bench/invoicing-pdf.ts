import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { renderSalesDocumentPdf } from "../src/modules/invoicing/invoicing-pdf.server.ts";
import type { ClientDocument } from "../src/modules/invoicing/invoicing.contract.ts";
import { defaultSections } from "../src/modules/invoicing/template-sections.ts";

/**
 * Invoice PDFs drawn one after another in this process (the budget: at least 100 a second on a 2-core
 * machine, 20 lines and a logo). Each document gets a fresh copy of the logo's bytes, as a request reading it
 * from storage would, so the figure includes finding the prepared logo again; the first document (which decodes
 * it) is timed on its own. `npx tsx bench/invoicing-pdf.ts [N]` prints the figures; `npm run bench --
 * --only=invoicing` runs it as a section.
 */
export type InvoicingPdfFigures = {
  documents: number;
  /** Documents per second of wall-clock time. */
  perSecond: number;
  /** Documents per second of this process's CPU time: what one core gives when other work shares the machine. */
  perCpuSecond: number;
  meanMs: number;
  p95Ms: number;
  firstMs: number;
  bytes: number;
  pages: number;
};

/** A 600×240 PNG with an alpha channel: a gradient mark and the company's name on a transparent ground. */
export async function benchLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#b45309" stop-opacity="0.6"/></linearGradient></defs>
    <path d="M20 220 L120 20 L220 220 Z" fill="url(#g)"/><circle cx="120" cy="150" r="40" fill="#1e3a8a" fill-opacity="0.7"/>
    <text x="240" y="140" font-family="sans-serif" font-size="72" font-weight="bold" fill="#0f172a">HARBOR</text>
    <text x="244" y="190" font-family="sans-serif" font-size="34" fill="#475569">BUILDERS</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** An invoice of `lines` lines, every section of the template on, a payment recorded. */
export function benchInvoice(i: number, lines = 20): ClientDocument {
  const items = Array.from({ length: lines }, (_, n) => {
    const quantity = n % 3 === 0 ? 12.5 : n + 1;
    const unitPriceCents = 4_500 + n * 1_337;
    const netCents = Math.round(quantity * unitPriceCents);
    const taxCents = Math.round((netCents * 8.25) / 100);
    return {
      id: `line-${n}`,
      description:
        n % 5 === 0
          ? `Framing labor, second floor walls and headers per plan sheet A-${n}, including blocking and hold-downs`
          : `Drywall, 5/8" type X, level ${n + 1}`,
      quantity,
      unit: n % 2 ? "sq ft" : "hr",
      unitPriceCents,
      taxRate: 8.25,
      netCents,
      taxCents,
      totalCents: netCents + taxCents,
    };
  });
  const subtotalCents = items.reduce((s, l) => s + l.netCents, 0);
  const taxCents = items.reduce((s, l) => s + l.taxCents, 0);
  const totalCents = subtotalCents + taxCents;
  return {
    kind: "invoice",
    number: `INV-2026-${String(i).padStart(4, "0")}`,
    status: "sent",
    documentDate: "2026-04-27",
    payment: null,
    deposit: null,
    validUntil: null,
    dueDate: "2026-05-27",
    paymentTerms: "Net 30",
    company: {
      name: "Harbor Builders LLC",
      address: "1200 Harbor Way, Suite 4\nOakland, CA 94607",
      phone: "(510) 555-0142",
      email: "billing@harborbuilders.example",
      hasLogo: true,
    },
    client: {
      name: "Bayview Properties",
      address: "55 Market St\nSan Francisco, CA 94105",
      contact: "Dana Whitfield",
      email: "dana@bayview.example",
    },
    sections: defaultSections(),
    lines: items,
    subtotalCents,
    taxCents,
    totalCents,
    paidCents: 100_000,
    balanceCents: totalCents - 100_000,
    terms: "",
    notes: "Thank you for your prompt payment.",
    answerable: false,
    answer: null,
    version: 1,
  };
}

export async function measureInvoicingPdf(documents = 500): Promise<InvoicingPdfFigures> {
  const logo = await benchLogo();
  const views = Array.from({ length: documents + 1 }, (_, i) => benchInvoice(i + 1));
  const firstStarted = performance.now();
  const first = await renderSalesDocumentPdf(views[0] ?? benchInvoice(0), Buffer.from(logo));
  const firstMs = performance.now() - firstStarted;
  // Warm-up: the code paths compiled before the clock runs.
  for (let i = 0; i < 20; i++) await renderSalesDocumentPdf(benchInvoice(9_000 + i), Buffer.from(logo));
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 1; i <= documents; i++) {
    const one = performance.now();
    const view = views[i] ?? benchInvoice(i);
    await renderSalesDocumentPdf(view, Buffer.from(logo));
    times.push(performance.now() - one);
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  times.sort((a, b) => a - b);
  return {
    documents,
    perSecond: documents / seconds,
    perCpuSecond: documents / cpuSeconds,
    meanMs: (seconds * 1000) / documents,
    p95Ms: times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)] ?? Number.NaN,
    firstMs,
    bytes: first.length,
    pages: (first.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length,
  };
}

/** The figure as bench/run.ts prints it, against the budget. */
export async function invoicingPdfRow(): Promise<{
  figure: string;
  value: string;
  budget: string;
  within: "yes" | "no" | "";
}> {
  const f = await measureInvoicingPdf();
  return {
    figure: `Invoice PDF (20 lines, 600×240 PNG logo with alpha), ${f.documents} one after another in one process`,
    value: `${f.perSecond.toFixed(0)} PDFs/s (${f.perCpuSecond.toFixed(0)} per CPU-second; mean ${f.meanMs.toFixed(2)} ms, p95 ${f.p95Ms.toFixed(2)} ms; first with logo decode ${f.firstMs.toFixed(0)} ms; ${(f.bytes / 1024).toFixed(1)} KB, ${f.pages} pages each)`,
    budget: ">= 100 PDFs/s",
    within: f.perSecond >= 100 ? "yes" : "no",
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const n = Number(process.argv[2] ?? "500") || 500;
  const f = await measureInvoicingPdf(n);
  console.log(`Invoice PDFs (20 lines, 600×240 PNG logo with alpha), ${f.documents} in one process:`);
  console.log(
    `  ${f.perSecond.toFixed(0)} PDFs/second (budget >= 100), mean ${f.meanMs.toFixed(2)} ms, p95 ${f.p95Ms.toFixed(2)} ms`,
  );
  console.log(
    `  ${f.perCpuSecond.toFixed(0)} PDFs per CPU-second of this process (the figure when other work shares the cores)`,
  );
  console.log(
    `  first document (loads pdfkit and sharp, decodes the logo): ${f.firstMs.toFixed(1)} ms; ${f.bytes} bytes and ${f.pages} pages each`,
  );
}
