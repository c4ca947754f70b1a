import { describe, expect, it } from "vitest";
import { pdfSafeText } from "./pdf-text.ts";

describe("text for the standard PDF fonts", () => {
  it("keeps what WinAnsi has, drops accents it lacks, swaps look-alikes and marks the rest", () => {
    expect(pdfSafeText("Plain text, 100% ASCII.")).toBe("Plain text, 100% ASCII.");
    expect(pdfSafeText("Café – “quoted” €5")).toBe("Café – “quoted” €5");
    expect(pdfSafeText("Őrség Łódź")).toBe("Orség Lódz");
    expect(pdfSafeText("a\r\nb\rc\td")).toBe("a\nb\nc d");
    expect(pdfSafeText("Site 🚧 北")).toBe("Site ? ?");
  });
});
