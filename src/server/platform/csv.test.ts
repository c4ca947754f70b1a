import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

const lines = (csv: string) => csv.replace(/^\uFEFF/, "").split("\r\n");

describe("toCsv", () => {
  it("quotes every field and doubles quotes, so no separator or line break inside a value makes a new cell", () => {
    expect(
      lines(
        toCsv(
          ["A", "B"],
          [
            ["Smith, Jones & Co", 'The "Big" One'],
            ["a;=cmd()", "two\nlines"],
          ],
        ),
      ),
    ).toEqual(['"A","B"', '"Smith, Jones & Co","The ""Big"" One"', '"a;\'=cmd()","two\nlines"', ""]);
  });

  it("defuses every cell a spreadsheet would run as a formula, but writes numbers as numbers", () => {
    const [, row] = lines(
      toCsv(["x"], [['=HYPERLINK("http://x")', "+1", "-1", "@SUM(A1)", "\tx", "\rx", -5, 1500000.5, "plain", null]], {
        number: (n) => n.toFixed(2),
      }),
    );
    expect(row).toBe(
      '"\'=HYPERLINK(""http://x"")","\'+1","\'-1","\'@SUM(A1)","\'\tx","\'\rx","-5.00","1500000.50","plain",""',
    );
  });

  it("defuses a trigger after a comma, semicolon, tab or bar inside text, for a reader that splits without honouring quotes", () => {
    const [, row] = lines(
      toCsv(
        ["x"],
        [["a;=1+1;b", "x,@SUM(A1)", "t\t+1", "p|-2", "q; =1", "=a,-b", "2026-03-01", "Smith - Jones", "a,b;c", -12.5]],
        { number: (n) => n.toFixed(2) },
      ),
    );
    expect(row).toBe(
      '"a;\'=1+1;b","x,\'@SUM(A1)","t\t\'+1","p|\'-2","q; \'=1","\'=a,\'-b","2026-03-01","Smith - Jones","a,b;c","-12.50"',
    );
  });

  it("starts with a byte order mark and ends lines with CRLF", () => {
    const csv = toCsv(["Ünïcödé"], [["名前"]]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});
