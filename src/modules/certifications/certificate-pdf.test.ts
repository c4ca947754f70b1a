import { describe, expect, it } from "vitest";
import { pdfText } from "../../server/testing/report-files.ts";
import { certificatePdf, type CertificateRecord } from "./certificate-pdf.server.ts";

const record: CertificateRecord = {
  name: "ISO 9001:2015 Quality Management",
  number: "QMS-2041",
  issuingAuthority: "Bureau Veritas",
  issued: "2024-03-01",
  expires: "2027-02-28",
  status: "valid",
  renewalRequirements: "Surveillance audit every year.",
  description: "Covers concrete and steel works.",
  organizationName: "Acme Builders",
  kind: "Quality Certification",
};

describe("a certificate's one-page PDF", () => {
  it("holds the organization, name, number, authority, dates, status, renewal requirements and description on one page", async () => {
    const pdf = await certificatePdf(record, new Date("2026-11-20T10:00:00Z"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfText(pdf)).replace(/\s+/g, " ");
    for (const part of [
      "Acme Builders",
      "QUALITY CERTIFICATION",
      "ISO 9001:2015 Quality Management",
      "QMS-2041",
      "Bureau Veritas",
      "Mar 1, 2024",
      "Feb 28, 2027",
      "Valid",
      "Surveillance audit every year.",
      "Covers concrete and steel works.",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain("\n");
  });

  it("shows a dash for what is not known, and keeps a very long text to one page", async () => {
    const pdf = await certificatePdf({
      ...record,
      number: "",
      issued: null,
      status: "expired",
      renewalRequirements: "x ".repeat(5000),
      description: "",
    });
    const text = await pdfText(pdf);
    expect(text).toContain("Expired");
    expect(text).toContain("—");
    expect(text.split("\n")).toHaveLength(1);
  });

  it("draws names the standard font lacks as the nearest it has (the platform's PDF text)", async () => {
    const pdf = await certificatePdf({
      ...record,
      organizationName: "Łódź Építő Kft",
      issuingAuthority: "Őrség Bureau 🚧",
    });
    const text = (await pdfText(pdf)).replace(/\s+/g, " ");
    expect(text).toContain("Lódz Építo Kft");
    expect(text).toContain("Orség Bureau ?");
  });
});
