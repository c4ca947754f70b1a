import { useState, type ReactNode } from "react";
import { formatCents, formatDate } from "../../../web/lib/format.ts";
import { cn } from "../../../web/ui/cn.ts";
import { lineCellText, summaryRows, type DocumentFormats } from "../document-text.ts";
import type { ClientDocument } from "../invoicing.contract.ts";
import { shownColumns, type ItemColumn, type ItemColumnId } from "../template-sections.ts";

/**
 * The estimate or invoice as its client reads it on the web, shaped by its template's sections exactly as its
 * PDF is (invoicing-pdf.server.ts): header (logo, company, title, number, dates), the client, the items with the
 * template's columns in its order and under its labels (a table from `md` up, a card per line on a phone), the
 * totals, then terms and notes. What a section hides, or what has no text, is not shown.
 */

type Line = ClientDocument["lines"][number];

const TITLE = { estimate: "Estimate", invoice: "Invoice" } as const;
const RIGHT_ALIGNED: ReadonlySet<ItemColumnId> = new Set(["quantity", "price", "tax", "total"]);

const quantityFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });
const rateFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

const FORMATS: DocumentFormats = {
  money: formatCents,
  quantity: (n) => quantityFormat.format(n),
  rate: (n) => rateFormat.format(n),
};
const cellText = (line: Line, id: ItemColumnId) => lineCellText(line, id, FORMATS);

/** A phone number as a `tel:` address (digits and a leading +). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export function ClientDocumentView({ view, logoUrl }: { view: ClientDocument; logoUrl: string }) {
  const columns = shownColumns(view.sections);
  return (
    <article
      aria-labelledby="client-document-title"
      className="rounded-xl border border-border bg-white p-4 shadow-sm sm:p-8 lg:p-10"
    >
      <DocumentHeader view={view} logoUrl={logoUrl} />
      <ClientBlock view={view} />
      <Items view={view} columns={columns} />
      <Summary view={view} />
      <Footer view={view} />
    </article>
  );
}

function DocumentHeader({ view, logoUrl }: { view: ClientDocument; logoUrl: string }) {
  const flags = view.sections.header;
  const [logoFailed, setLogoFailed] = useState(false);
  const { name, address, phone, email } = view.company;
  const showLogo = flags.companyLogo && view.company.hasLogo && !logoFailed;
  const showCompany = flags.companyInfo && [name, address, phone, email].some((t) => t.trim());

  const rows: [string, string][] = [];
  if (flags.documentNumber) rows.push([view.kind === "estimate" ? "Estimate #" : "Invoice #", view.number]);
  if (flags.date) {
    rows.push(["Date", formatDate(view.documentDate)]);
    if (view.kind === "estimate" && view.validUntil) rows.push(["Valid until", formatDate(view.validUntil)]);
    if (view.kind === "invoice" && view.dueDate) rows.push(["Due date", formatDate(view.dueDate)]);
    if (view.kind === "invoice" && view.paymentTerms) rows.push(["Payment terms", view.paymentTerms]);
  }

  return (
    <header className="flex flex-col gap-6 border-b border-border pb-6 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-3">
        {showLogo ? (
          // The logo is up to 600×240 (the company settings' limit): shown within 180×72 as on the PDF.
          <img
            src={logoUrl}
            alt={name.trim() ? `${name.trim()} logo` : "Company logo"}
            className="h-auto max-h-18 w-auto max-w-45 object-contain"
            onError={() => setLogoFailed(true)}
          />
        ) : null}
        {showCompany ? (
          <address className="space-y-0.5 text-sm not-italic text-slate-700">
            {name.trim() ? <p className="text-lg font-semibold text-ink">{name.trim()}</p> : null}
            {address.trim() ? <p className="whitespace-pre-line">{address.trim()}</p> : null}
            {phone.trim() ? (
              <p>
                <a href={telHref(phone)} className="rounded-sm underline-offset-2 hover:text-brand hover:underline">
                  {phone.trim()}
                </a>
              </p>
            ) : null}
            {email.trim() ? (
              <p className="break-all">
                <a
                  href={`mailto:${email.trim()}`}
                  className="rounded-sm underline-offset-2 hover:text-brand hover:underline"
                >
                  {email.trim()}
                </a>
              </p>
            ) : null}
          </address>
        ) : null}
      </div>
      <div className="space-y-3 sm:min-w-56 sm:text-right">
        {/* The page's one h1: the document's title, or for a template without one, a title for screen readers. */}
        <h1
          id="client-document-title"
          className={flags.documentTitle ? "text-3xl font-bold uppercase tracking-wide text-brand" : "sr-only"}
        >
          {TITLE[view.kind]}
        </h1>
        {view.status === "void" ? (
          <p className="text-sm font-bold uppercase tracking-wide text-destructive">Void</p>
        ) : null}
        {rows.length > 0 ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted sm:text-left">{label}</dt>
                <dd className="tabular text-right font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </header>
  );
}

/** "Prepared for" (estimate) or "Bill to" (invoice): the client's fields the template shows and that have text. */
function ClientBlock({ view }: { view: ClientDocument }) {
  const flags = view.sections.clientInfo;
  const { name, address, contact, email } = view.client;
  const parts: ReactNode[] = [];
  if (flags.name && name.trim())
    parts.push(
      <p key="name" className="text-base font-semibold text-ink">
        {name.trim()}
      </p>,
    );
  if (flags.contact && contact.trim()) parts.push(<p key="contact">Attn: {contact.trim()}</p>);
  if (flags.address && address.trim())
    parts.push(
      <p key="address" className="whitespace-pre-line">
        {address.trim()}
      </p>,
    );
  if (flags.email && email.trim())
    parts.push(
      <p key="email" className="break-all">
        {email.trim()}
      </p>,
    );
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby="client-document-client" className="pt-6">
      <h2 id="client-document-client" className="text-xs font-semibold uppercase tracking-wide text-muted">
        {view.kind === "invoice" ? "Bill to" : "Prepared for"}
      </h2>
      <div className="mt-1.5 space-y-0.5 text-sm text-slate-700">{parts}</div>
    </section>
  );
}

/** The items: a table from `md` up; on a phone each line a card with the same columns as label and value. */
function Items({ view, columns }: { view: ClientDocument; columns: ItemColumn[] }) {
  const others = columns.filter((c) => c.id !== "item");
  return (
    <section aria-labelledby="client-document-items" className="pt-8">
      <h2 id="client-document-items" className="sr-only">
        Items
      </h2>
      {view.lines.length === 0 ? (
        <p className="border-y border-border py-4 text-sm text-muted">No items.</p>
      ) : (
        <>
          <table className="hidden w-full border-collapse text-left text-sm md:table">
            <caption className="sr-only">Items</caption>
            <thead>
              <tr className="border-b border-slate-400 bg-slate-100 text-xs font-semibold text-ink">
                {columns.map((c) => (
                  <th
                    key={c.id}
                    scope="col"
                    className={cn(
                      "px-3 py-2.5",
                      RIGHT_ALIGNED.has(c.id) && "text-right",
                      c.id !== "item" && "whitespace-nowrap",
                    )}
                  >
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.lines.map((line) => (
                <tr key={line.id} className="border-b border-border align-top">
                  {columns.map((c) =>
                    c.id === "item" ? (
                      <th
                        key={c.id}
                        scope="row"
                        className="whitespace-pre-line break-words px-3 py-2.5 font-normal text-ink"
                      >
                        {line.description}
                      </th>
                    ) : (
                      <td
                        key={c.id}
                        className={cn(
                          "px-3 py-2.5 text-slate-700",
                          RIGHT_ALIGNED.has(c.id) ? "tabular whitespace-nowrap text-right" : "break-words",
                          c.id === "total" && "font-semibold text-ink",
                        )}
                      >
                        {cellText(line, c.id)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <ul aria-label="Items" className="divide-y divide-border border-y border-border md:hidden">
            {view.lines.map((line) => (
              <li key={line.id} className="space-y-2 py-3">
                <p className="whitespace-pre-line break-words text-sm font-semibold text-ink">{line.description}</p>
                {others.length > 0 ? (
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                    {others.map((c) => (
                      <div
                        key={c.id}
                        className={cn(
                          "flex flex-wrap justify-between gap-x-2",
                          c.id === "total" && "col-span-2 border-t border-dashed border-border pt-1",
                        )}
                      >
                        <dt className="text-muted">{c.label}</dt>
                        <dd
                          className={cn(
                            "tabular text-right",
                            c.id === "total" ? "font-semibold text-ink" : "text-slate-700",
                          )}
                        >
                          {cellText(line, c.id)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * Subtotal, tax and total as the template says; an invoice with payments adds Paid and Balance due, an estimate
 * that asks for a deposit the deposit and what is paid of it.
 */
function Summary({ view }: { view: ClientDocument }) {
  const rows = summaryRows(view, formatCents);
  if (view.kind === "estimate" && view.deposit) {
    rows.push({ label: "Deposit", value: formatCents(view.deposit.cents), strong: false });
    if (view.deposit.paidCents > 0)
      rows.push({ label: "Deposit paid", value: formatCents(view.deposit.paidCents), strong: false });
  }
  if (rows.length === 0) return null;
  return (
    <section aria-label="Totals" className="flex justify-end pt-4">
      <dl className="w-full space-y-1 text-sm sm:w-72">
        {rows.map((row) => (
          <div
            key={row.label}
            className={cn(
              "flex justify-between gap-4 px-3",
              row.strong ? "rounded-md bg-slate-100 py-2 text-base font-bold" : "py-1",
            )}
          >
            <dt className={row.strong ? (row.label === "Balance due" ? "text-brand" : "text-ink") : "text-muted"}>
              {row.label}
            </dt>
            <dd
              className={cn(
                "tabular text-right",
                row.strong ? (row.label === "Balance due" ? "text-brand" : "text-ink") : "text-ink",
              )}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Terms (estimates) and notes, when the template shows them and they have text. */
function Footer({ view }: { view: ClientDocument }) {
  const flags = view.sections.footer;
  const blocks: [string, string][] = [];
  if (view.kind === "estimate" && flags.terms && view.terms.trim()) blocks.push(["Terms", view.terms.trim()]);
  if (flags.notes && view.notes.trim()) blocks.push(["Notes", view.notes.trim()]);
  if (blocks.length === 0) return null;
  return (
    <div className="mt-8 space-y-5 border-t border-border pt-6">
      {blocks.map(([heading, text]) => (
        <section key={heading} aria-labelledby={`client-document-${heading.toLowerCase()}`}>
          <h2 id={`client-document-${heading.toLowerCase()}`} className="text-sm font-semibold text-ink">
            {heading}
          </h2>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{text}</p>
        </section>
      ))}
    </div>
  );
}
