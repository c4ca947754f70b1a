import { describe, expect, it } from "vitest";
import { contentDisposition, detectFileType, downloadName, extensionOf } from "./file-type.rules.ts";
import {
  defaultDocumentName,
  formatFileSize,
  parseTags,
  stepRotation,
  stepZoom,
  versionLabel,
} from "./documents.constants.ts";
import { downloadToken, readDownloadToken } from "./document-files.server.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
const mime = (head: Buffer, name = "file") => detectFileType(head, name)?.mimeType ?? null;

describe("file types are judged by content", () => {
  it("recognises PDFs and images whatever their names", () => {
    expect(mime(bytes("%PDF-1.7\n"), "scan.jpg")).toBe("application/pdf");
    // A PDF starts with its signature: "%PDF-" further in is not enough (an HTML application could carry it).
    expect(mime(bytes("\r\n%PDF-1.4"))).toBe("text/plain");
    expect(mime(bytes("<HTA:APPLICATION>\n%PDF-1.4"), "update.hta")).toBe("text/plain");
    expect(mime(bytes([0xff, 0xd8, 0xff, 0xe0]), "a.pdf")).toBe("image/jpeg");
    expect(mime(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(mime(bytes("GIF89a"))).toBe("image/gif");
    expect(mime(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
    expect(mime(bytes([0x49, 0x49, 0x2a, 0x00]))).toBe("image/tiff");
    expect(mime(bytes("AC1032", [0, 0]))).toBe("image/vnd.dwg");
    expect(detectFileType(bytes("%PDF-1.7"), "x")?.extension).toBe("pdf");
  });

  it("uses the extension only to tell Office formats that share a container apart", () => {
    const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(mime(ole, "a.doc")).toBe("application/msword");
    expect(mime(ole, "a.XLS")).toBe("application/vnd.ms-excel");
    expect(mime(ole, "a.msi")).toBeNull();
    const zip = bytes("PK", [3, 4]);
    expect(mime(zip, "a.docx")).toMatch(/wordprocessingml/);
    expect(mime(zip, "a.xlsx")).toMatch(/spreadsheetml/);
    expect(mime(zip, "a.zip")).toBeNull();
    expect(mime(zip, "a.jar")).toBeNull();
  });

  it("takes UTF-8 text (CSV, DXF by name) but not markup a browser would run, nor binaries", () => {
    expect(mime(bytes("name,qty\nrebar,4\n"), "list.csv")).toBe("text/csv");
    expect(mime(bytes("0\nSECTION\n"), "plan.dxf")).toBe("image/vnd.dxf");
    expect(mime(bytes("Notes from the site visit"), "notes")).toBe("text/plain");
    expect(mime(Buffer.from("Ünïcödé ✓ notes", "utf8"), "n.txt")).toBe("text/plain");
    // A character cut by the end of the sample is still text.
    expect(mime(Buffer.from("ab✓", "utf8").subarray(0, 4), "n.txt")).toBe("text/plain");
    for (const markup of [
      "<!DOCTYPE html><p>",
      "  <html>",
      "<svg xmlns='x'>",
      "<?xml version='1.0'?>",
      "\uFEFF<script>",
    ]) {
      expect(mime(Buffer.from(markup, "utf8"), "a.txt"), markup).toBeNull();
    }
    expect(mime(bytes("MZ", [0x90, 0, 3, 0]), "setup.pdf")).toBeNull();
    expect(mime(bytes([0x7f], "ELF"), "a.txt")).toBeNull();
    expect(mime(bytes([0xc3, 0x28]), "a.txt")).toBeNull();
    expect(mime(Buffer.alloc(0))).toBeNull();
  });

  it("reads extensions", () => {
    expect(extensionOf("A.Report.PDF")).toBe("pdf");
    expect(extensionOf(".bashrc")).toBe("");
    expect(extensionOf("dir.v2/file")).toBe("");
  });
});

describe("downloads", () => {
  it("name files safely in Content-Disposition", () => {
    expect(contentDisposition("attachment", "Site Plan.pdf")).toBe(
      `attachment; filename="Site Plan.pdf"; filename*=UTF-8''Site%20Plan.pdf`,
    );
    expect(contentDisposition("inline", '../../evil"\r\nSet-Cookie: x.pdf')).toBe(
      `inline; filename="evil_Set-Cookie: x.pdf"; filename*=UTF-8''evil%22Set-Cookie%3A%20x.pdf`,
    );
    expect(contentDisposition("attachment", "Plan d'étage (1).pdf")).toBe(
      `attachment; filename="Plan d'_tage (1).pdf"; filename*=UTF-8''Plan%20d%27%C3%A9tage%20%281%29.pdf`,
    );
    expect(contentDisposition("attachment", "")).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });

  it("name a download with the detected type's extension", () => {
    expect(downloadName("Site Plan", { extension: "pdf" })).toBe("Site Plan.pdf");
    expect(downloadName("invoice.html", { extension: "txt" })).toBe("invoice.txt");
    expect(downloadName("update.hta", { extension: "txt" })).toBe("update.txt");
    expect(downloadName("photo.JPEG", { extension: "jpg" })).toBe("photo.JPEG");
    expect(downloadName("scan.tiff", { extension: "tif" })).toBe("scan.tiff");
    expect(downloadName(".pdf", { extension: "png" })).toBe(".pdf.png");
    expect(downloadName("C:\\Users\\me\\plan.dwg", { extension: "dwg" })).toBe("plan.dwg");
    expect(downloadName("", { extension: "png" })).toBe("document.png");
  });

  it("sign short-lived links that cannot be altered or outlive their expiry", () => {
    const expires = new Date("2026-11-22T12:05:00Z");
    const token = downloadToken("secret", "version-1", expires);
    expect(readDownloadToken("secret", token, Date.parse("2026-11-22T12:04:59Z"))).toBe("version-1");
    expect(readDownloadToken("secret", token, Date.parse("2026-11-22T12:05:00Z"))).toBeNull();
    expect(readDownloadToken("other secret", token, 0)).toBeNull();
    expect(readDownloadToken("secret", token.replace("version-1", "version-2"), 0)).toBeNull();
    const [id, , sig] = token.split(".");
    expect(readDownloadToken("secret", `${id}.${expires.getTime() + 60_000}.${sig}`, 0)).toBeNull();
    expect(readDownloadToken("secret", "garbage", 0)).toBeNull();
  });
});

describe("the document hub's rules", () => {
  it("parses tags as the spec says: comma-separated, trimmed, empties dropped (and repeats)", () => {
    expect(parseTags(" permits, ,drawings ,permits,")).toEqual(["permits", "drawings"]);
    expect(parseTags(undefined)).toEqual([]);
  });

  it("defaults the name to the file name without extension", () => {
    expect(defaultDocumentName("Site Plan.v2.pdf")).toBe("Site Plan.v2");
    expect(defaultDocumentName("README")).toBe("README");
    expect(defaultDocumentName(".env")).toBe(".env");
  });

  it("formats sizes in base 1024 with 2 decimals, and versions as 1.0", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(5 * 1024 ** 3 + 1024 ** 2 * 10)).toBe("5.01 GB");
    expect(formatFileSize(3 * 1024 ** 4)).toBe("3 TB");
    expect(versionLabel(2)).toBe("2.0");
  });

  it("keeps zoom within 0.5–3 in steps of 0.1 and turns by 90 degrees", () => {
    let zoom = 1;
    for (let i = 0; i < 30; i++) zoom = stepZoom(zoom, 1);
    expect(zoom).toBe(3);
    for (let i = 0; i < 30; i++) zoom = stepZoom(zoom, -1);
    expect(zoom).toBe(0.5);
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(0.7, 1)).toBe(0.8);
    expect(stepRotation(270)).toBe(0);
    expect(stepRotation(0, -1)).toBe(270);
  });
});
