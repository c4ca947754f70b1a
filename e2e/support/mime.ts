/**
 * A small MIME reader for the e-mails the server sends (nodemailer: multipart/alternative, text parts in
 * 7bit, quoted-printable or base64). `mailparser` is not a dependency, and the tests only need the subject,
 * the recipients and the decoded text and HTML bodies.
 */

export type ParsedMail = { subject: string; from: string; to: string; text: string; html: string };

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string>();
  // Unfold continuation lines (RFC 5322 §2.2.3), then split "Name: value".
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParam(value: string, param: string): string | undefined {
  const re = new RegExp(`;\\s*${param}\\s*=\\s*("([^"]*)"|[^;\\s]+)`, "i");
  const m = re.exec(value);
  if (!m) return undefined;
  return m[2] ?? m[1];
}

/** Quoted-printable: soft line breaks ("=" at the end of a line) removed, =XX turned back into bytes. */
export function decodeQuotedPrintable(input: string): Buffer {
  const joined = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i];
    const hex = joined.slice(i + 1, i + 3);
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body).toString("utf8");
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return part.body;
}

/** RFC 2047 encoded words in headers: =?utf-8?Q?...?= and =?utf-8?B?...?=. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    );
}

function collectLeaves(part: Part, out: { text: string[]; html: string[] }): void {
  const type = part.headers.get("content-type") ?? "text/plain";
  const mime = (type.split(";")[0] ?? "").trim().toLowerCase();
  if (mime.startsWith("multipart/")) {
    const boundary = headerParam(type, "boundary");
    if (!boundary) return;
    const delimiter = `--${boundary}`;
    const sections = part.body.split(delimiter).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectLeaves(splitPart(section.replace(/^\r?\n/, "")), out);
    }
    return;
  }
  if (mime === "text/html") out.html.push(decodeBody(part));
  else if (mime === "text/plain") out.text.push(decodeBody(part));
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  const leaves = { text: [] as string[], html: [] as string[] };
  collectLeaves(root, leaves);
  return {
    subject: decodeHeader(root.headers.get("subject") ?? ""),
    from: decodeHeader(root.headers.get("from") ?? ""),
    to: decodeHeader(root.headers.get("to") ?? ""),
    text: leaves.text.join("\n").replace(/\r\n/g, "\n"),
    html: leaves.html.join("\n").replace(/\r\n/g, "\n"),
  };
}
