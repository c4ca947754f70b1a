import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../server/testing/report-files.ts";
import { renderSalesDocumentPdf, salesDocumentFileName } from "./invoicing-pdf.server.ts";
import type { ClientDocument } from "./invoicing.contract.ts";
import { lineAmounts } from "../../shared/line-items.ts";
import { defaultSections, type ItemColumnId, type TemplateSections } from "./template-sections.ts";

type LineSpec = { description: string; quantity: number; unit: string; unitPriceCents: number; taxRate: number };

const LINES: LineSpec[] = [
  {
    description: "Concrete footings, 24 in. wide",
    quantity: 12.5,
    unit: "cu yd",
    unitPriceCents: 123_450,
    taxRate: 8.25,
  },
  { description: "Framing labor", quantity: 3, unit: "day", unitPriceCents: 98_000, taxRate: 0 },
  { description: "Permit fees", quantity: 1, unit: "ea", unitPriceCents: 45_000, taxRate: 0 },
];

function makeView(
  kind: "estimate" | "invoice",
  overrides: Partial<ClientDocument> = {},
  specs: LineSpec[] = LINES,
): ClientDocument {
  const lines = specs.map((l, i) => ({ id: `line-${i}`, ...l, ...lineAmounts(l) }));
  const subtotalCents = lines.reduce((s, l) => s + l.netCents, 0);
  const taxCents = lines.reduce((s, l) => s + l.taxCents, 0);
  const totalCents = subtotalCents + taxCents;
  return {
    kind,
    number: kind === "estimate" ? "EST-2026-0427" : "INV-2026-0031",
    status: "sent",
    documentDate: "2026-04-27",
    payment: null,
    deposit: null,
    validUntil: kind === "estimate" ? "2026-05-27" : null,
    dueDate: kind === "invoice" ? "2026-05-27" : null,
    paymentTerms: kind === "invoice" ? "Net 30" : null,
    company: {
      name: "Harbor Builders LLC",
      address: "1200 Harbor Way\nOakland, CA 94607",
      phone: "(510) 555-0142",
      email: "office@harbor.example",
      hasLogo: true,
    },
    client: {
      name: "Bayview Properties",
      address: "55 Market St\nSan Francisco, CA 94105",
      contact: "Dana Whitfield",
      email: "dana@bayview.example",
    },
    sections: defaultSections(),
    lines,
    subtotalCents,
    taxCents,
    totalCents,
    paidCents: 0,
    balanceCents: totalCents,
    terms: kind === "estimate" ? "Half on acceptance, half on completion." : "",
    notes: "Thank you for choosing Harbor Builders.",
    answerable: kind === "estimate",
    answer: null,
    version: 1,
    ...overrides,
  };
}

function sections(change: (s: TemplateSections) => void): TemplateSections {
  const s = defaultSections();
  change(s);
  return s;
}

/** The text runs of one page (1-based) with where they start, in points from the page's bottom left. */
async function textRuns(pdf: Buffer, page: number): Promise<{ str: string; x: number; y: number }[]> {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    useWorkerFetch: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const content = await (await doc.getPage(page)).getTextContent();
  const runs = content.items.flatMap((item) =>
    "str" in item && item.str.trim()
      ? [{ str: item.str, x: Number(item.transform[4]), y: Number(item.transform[5]) }]
      : [],
  );
  await doc.destroy();
  return runs;
}

const render = async (view: ClientDocument, logo: Buffer | null = null) => {
  const pdf = await renderSalesDocumentPdf(view, logo);
  return { pdf, text: await pdfText(pdf) };
};

/** A 600×240 PNG with an alpha channel: a half-transparent mark on a transparent ground. */
const alphaLogo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240"><rect x="10" y="10" width="220" height="220" rx="40" fill="#f59e0b" fill-opacity="0.6"/><text x="250" y="150" font-size="80" font-family="sans-serif" fill="#0f172a">HARBOR</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

describe("renderSalesDocumentPdf: an invoice with every section on", () => {
  it("draws the header, the client, the items, the totals, the notes and the page numbers", async () => {
    const view = makeView("invoice", { paidCents: 100_000, balanceCents: 0 });
    view.balanceCents = view.totalCents - view.paidCents;
    const { pdf, text } = await render(view);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    for (const expected of [
      "INVOICE",
      "INV-2026-0031",
      "Harbor Builders LLC",
      "1200 Harbor Way",
      "Oakland, CA 94607",
      "(510) 555-0142",
      "office@harbor.example",
      "Apr 27, 2026",
      "Due date",
      "May 27, 2026",
      "Net 30",
      "Bill to",
      "Bayview Properties",
      "Dana Whitfield",
      "55 Market St",
      "dana@bayview.example",
      "Item",
      "Quantity",
      "Unit",
      "Price",
      "Tax",
      "Total",
      "Concrete footings, 24 in. wide",
      "cu yd",
      "Subtotal",
      "Paid",
      "Balance due",
      "Thank you for choosing Harbor Builders.",
      "Page 1 of 1",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Prepared for");
    expect(text).not.toContain("Valid until");
  });

  it("formats money as US dollars with two decimals, quantities without trailing zeros and tax as a percent", async () => {
    const { text } = await render(
      makeView("invoice", {}, [
        { description: "Steel", quantity: 12.5, unit: "t", unitPriceCents: 123_450, taxRate: 8.25 },
      ]),
    );
    // 12.5 × $1,234.50 = $15,431.25, tax 8.25% = $1,273.08 (half up), total $16,704.33.
    for (const expected of ["$1,234.50", "8.25%", "$15,431.25", "$1,273.08", "$16,704.33"])
      expect(text).toContain(expected);
    expect(text).toMatch(/\b12\.5\b/);
    expect(text).not.toContain("12.50 ");
    expect(text).not.toContain("12.500");

    const { text: whole } = await render(
      makeView("invoice", {}, [
        { description: "Crane day", quantity: 2, unit: "day", unitPriceCents: 123_456_789, taxRate: 0 },
      ]),
    );
    expect(whole).toContain("$1,234,567.89");
    expect(whole).toContain("0%");
    expect(whole).not.toMatch(/\b2\.0/);
  });

  it("shows Paid and Balance due only when something was paid", async () => {
    const { text } = await render(makeView("invoice"));
    expect(text).not.toContain("Paid");
    expect(text).not.toContain("Balance due");
  });

  it("marks a void invoice", async () => {
    expect((await render(makeView("invoice", { status: "void" }))).text).toContain("VOID");
    expect((await render(makeView("invoice"))).text).not.toContain("VOID");
  });

  it("never shows an estimate's terms on an invoice", async () => {
    const { text } = await render(makeView("invoice", { terms: "Terms that belong to an estimate." }));
    expect(text).not.toContain("Terms that belong to an estimate.");
  });
});

describe("renderSalesDocumentPdf: an estimate", () => {
  it("is prepared for the client, valid until a date, with terms and a signature line", async () => {
    const { text } = await render(makeView("estimate"));
    for (const expected of [
      "ESTIMATE",
      "EST-2026-0427",
      "Prepared for",
      "Valid until",
      "May 27, 2026",
      "Terms",
      "Half on acceptance, half on completion.",
      "Signature",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Bill to");
    expect(text).not.toContain("Due date");
    expect(text).not.toContain("Balance due");
  });

  it("says who accepted or declined it, and when, instead of the empty line", async () => {
    const accepted = await render(
      makeView("estimate", { answer: { accepted: true, name: "Dana Whitfield", at: "2026-04-28T15:04:05.000Z" } }),
    );
    expect(accepted.text).toContain("Accepted by Dana Whitfield on Apr 28, 2026");
    expect(accepted.text).not.toContain("Signature and printed name");
    const declined = await render(
      makeView("estimate", { answer: { accepted: false, name: "Sam Ortiz", at: "2026-05-02" } }),
    );
    expect(declined.text).toContain("Declined by Sam Ortiz on May 2, 2026");
  });
});

describe("renderSalesDocumentPdf: the template's flags", () => {
  it("leaves out the tax column and the tax total when the template turns them off", async () => {
    const view = makeView("invoice", {
      sections: sections((s) => {
        s.summary.tax = false;
        for (const c of s.itemsTable) if (c.id === "tax") c.enabled = false;
      }),
    });
    const { text } = await render(view);
    expect(text).not.toContain("Tax");
    expect(text).not.toContain("8.25%");
    expect(text).toContain("Subtotal");
    expect(text).toContain("Quantity");
  });

  it("uses the template's column labels in the template's order, and always shows the description", async () => {
    const order: ItemColumnId[] = ["total", "item", "quantity", "price", "unit", "tax"];
    const labels: Record<ItemColumnId, string> = {
      item: "Work performed",
      quantity: "Qty",
      unit: "UoM",
      price: "Rate",
      tax: "Sales tax",
      total: "Amount",
    };
    const view = makeView("estimate", {
      sections: sections((s) => {
        s.itemsTable = order.map((id) => ({ id, label: labels[id], enabled: id !== "unit" && id !== "item" }));
      }),
    });
    const { text } = await render(view);
    const at = (s: string) => text.indexOf(s);
    for (const label of ["Amount", "Work performed", "Qty", "Rate", "Sales tax"]) expect(text).toContain(label);
    expect(text).not.toContain("UoM");
    expect(text).not.toContain("cu yd");
    expect(at("Amount")).toBeLessThan(at("Work performed"));
    expect(at("Work performed")).toBeLessThan(at("Qty"));
    expect(at("Qty")).toBeLessThan(at("Rate"));
    expect(at("Rate")).toBeLessThan(at("Sales tax"));
    expect(text).toContain("Concrete footings, 24 in. wide");
  });

  it("draws nothing a flag turns off", async () => {
    const view = makeView("estimate", {
      sections: sections((s) => {
        s.header = { companyLogo: false, companyInfo: false, documentTitle: false, documentNumber: false, date: false };
        s.clientInfo = { name: false, address: false, contact: false, email: false };
        s.summary = { subtotal: false, tax: false, total: false };
        s.footer = { terms: false, notes: false, signature: false };
        for (const c of s.itemsTable) c.enabled = false;
      }),
    });
    const { pdf, text } = await render(view, await alphaLogo());
    for (const absent of [
      "ESTIMATE",
      "Estimate",
      "EST-2026-0427",
      "Harbor Builders LLC",
      "1200 Harbor Way",
      "555-0142",
      "office@harbor.example",
      "Apr 27, 2026",
      "Valid until",
      "Prepared for",
      "Bayview Properties",
      "Dana Whitfield",
      "55 Market St",
      "dana@bayview.example",
      "Quantity",
      "Price",
      "Tax",
      "Total",
      "$",
      "Half on acceptance",
      "Thank you for choosing",
      "Signature",
    ])
      expect(text).not.toContain(absent);
    expect(text).toContain("Item");
    expect(text).toContain("Concrete footings, 24 in. wide");
    expect(text).toContain("Page 1 of 1");
    expect(pdf.includes("/Subtype /Image")).toBe(false);
  });

  it("shows each client field by its own flag", async () => {
    const view = makeView("invoice", {
      sections: sections((s) => {
        s.clientInfo = { name: true, address: false, contact: false, email: true };
      }),
    });
    const { text } = await render(view);
    expect(text).toContain("Bill to");
    expect(text).toContain("Bayview Properties");
    expect(text).toContain("dana@bayview.example");
    expect(text).not.toContain("55 Market St");
    expect(text).not.toContain("Dana Whitfield");
  });
});

describe("renderSalesDocumentPdf: long documents", () => {
  it("spreads 60 lines over several pages, the header row on each, every line once, long descriptions wrapped", async () => {
    const long =
      "Demolition of the existing interior partitions on the second floor, haul-away and disposal of all debris, dumpster rental for two weeks and a final broom clean of every affected area";
    const specs = Array.from({ length: 60 }, (_, i) => ({
      description: i % 10 === 4 ? `${long} (phase ${i + 1})` : `Line item number ${i + 1}`,
      quantity: i + 1,
      unit: "ea",
      unitPriceCents: 10_000 + i,
      taxRate: 8.25,
    }));
    const { pdf, text } = await render(makeView("invoice", {}, specs));
    const pages = text.split("\n");
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page.match(/\bQuantity\b/g)).toHaveLength(1);
    });
    for (let i = 1; i <= 60; i++) {
      if (i % 10 === 5) expect(text.match(new RegExp(`\\(phase ${i}\\)`, "g"))).toHaveLength(1);
      else expect(text.match(new RegExp(`Line item number ${i}\\b`, "g"))).toHaveLength(1);
    }
    // Wrapped: the long description is drawn as several lines, one under the other, all left of the quantities.
    const runs = await textRuns(pdf, 1);
    const quantityX = runs.find((r) => r.str === "Quantity")?.x ?? 0;
    const start = runs.findIndex((r) => r.str.startsWith("Demolition of the existing"));
    expect(start).toBeGreaterThanOrEqual(0);
    const end = runs.findIndex((r, i) => i > start && r.x > quantityX - 40);
    const wrapped = runs.slice(start, end);
    expect(wrapped.length).toBeGreaterThan(2);
    expect(new Set(wrapped.map((r) => r.y)).size).toBe(wrapped.length);
    expect(wrapped.map((r) => r.str).join(" ")).toBe(`${long} (phase 5)`);
    for (const r of wrapped) expect(r.x).toBeLessThan(quantityX - 40);
    expect(text).toContain("Subtotal");
    expect(pages.at(-1)).toContain("Thank you for choosing Harbor Builders.");
  });

  it("draws text Helvetica lacks as the nearest letters it has", async () => {
    const { text } = await render(
      makeView("invoice", { client: { name: "Zoë’s Café — Łódź", address: "", contact: "", email: "" } }),
    );
    // "ó" is in Latin-1 and stays; "Ł" and "ź" are not, and become "L" and "z".
    expect(text).toContain("Zoë’s Café — Lódz");
  });
});

describe("renderSalesDocumentPdf: the logo", () => {
  it("draws a PNG with transparency as an image with a soft mask", async () => {
    const logo = await alphaLogo();
    const { pdf, text } = await render(makeView("invoice"), logo);
    expect(pdf.includes("/Subtype /Image")).toBe(true);
    expect(pdf.includes("/SMask")).toBe(true);
    expect(text).toContain("INVOICE");
    // Drawn again from the prepared logo (a fresh copy of the bytes, as from storage): the same image.
    const again = await renderSalesDocumentPdf(makeView("invoice"), Buffer.from(logo));
    expect(again.includes("/SMask")).toBe(true);
    expect(Math.abs(again.length - pdf.length)).toBeLessThan(64);
  });

  it("draws an opaque PNG without a mask, and none when the template hides it", async () => {
    const opaque = await sharp({ create: { width: 300, height: 120, channels: 3, background: "#1e3a8a" } })
      .png()
      .toBuffer();
    const shown = await renderSalesDocumentPdf(makeView("estimate"), opaque);
    expect(shown.includes("/Subtype /Image")).toBe(true);
    expect(shown.includes("/SMask")).toBe(false);
    const hidden = await renderSalesDocumentPdf(
      makeView("estimate", { sections: sections((s) => (s.header.companyLogo = false)) }),
      opaque,
    );
    expect(hidden.includes("/Subtype /Image")).toBe(false);
  });

  it("works without a logo, and draws the rest when the logo cannot be read", async () => {
    const none = await render(makeView("invoice"), null);
    expect(none.pdf.includes("/Subtype /Image")).toBe(false);
    expect(none.text).toContain("Harbor Builders LLC");
    const broken = await render(makeView("invoice"), Buffer.from("\x89PNG\r\n\x1a\nnot really a png"));
    expect(broken.pdf.includes("/Subtype /Image")).toBe(false);
    expect(broken.text).toContain("Harbor Builders LLC");
  });
});

describe("salesDocumentFileName", () => {
  it("names the file by kind and number, safe for a file system and a header", () => {
    expect(salesDocumentFileName({ kind: "estimate", number: "EST-2026-0427" })).toBe("estimate-EST-2026-0427.pdf");
    expect(salesDocumentFileName({ kind: "invoice", number: "INV 2026/01" })).toBe("invoice-INV-2026-01.pdf");
    expect(salesDocumentFileName({ kind: "invoice", number: '../"Café"\r\n' })).toBe("invoice-Cafe.pdf");
    expect(salesDocumentFileName({ kind: "invoice", number: "///" })).toBe("invoice.pdf");
  });
});
