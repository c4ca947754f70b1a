import { describe, expect, it } from "vitest";
import { MSG } from "../../shared/messages.ts";
import { downloadFailureReason, fileNameFromDisposition } from "./download-response.ts";

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name, then the plain one, and drops folders", () => {
    expect(
      fileNameFromDisposition(`attachment; filename="site plan.pdf"; filename*=UTF-8''Plan%20%C3%A9t%C3%A9.pdf`),
    ).toBe("Plan été.pdf");
    expect(fileNameFromDisposition(`attachment; filename="contracts-report-2026-03-01.csv"`)).toBe(
      "contracts-report-2026-03-01.csv",
    );
    expect(fileNameFromDisposition("attachment; filename=notes.csv")).toBe("notes.csv");
    expect(fileNameFromDisposition(`attachment; filename="a \\"quoted\\" name.txt"`)).toBe('a "quoted" name.txt');
    expect(fileNameFromDisposition(`attachment; filename="../../etc/passwd"`)).toBe("passwd");
  });

  it("answers null when no name is given (or the UTF-8 one is broken and there is no other)", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});

describe("downloadFailureReason", () => {
  it("says the server's own message when it sent one", () => {
    const body = JSON.stringify({
      error: { code: "NOT_FOUND", message: "The file of this document is missing from storage." },
    });
    expect(downloadFailureReason(404, body)).toBe("The file of this document is missing from storage.");
  });

  it("words the status otherwise", () => {
    expect(downloadFailureReason(401, "")).toMatch(/sign in/);
    expect(downloadFailureReason(404, "<html>")).toBe("This file no longer exists.");
    expect(downloadFailureReason(502, "Bad Gateway")).toBe(MSG.downloadFailed.message);
  });
});
