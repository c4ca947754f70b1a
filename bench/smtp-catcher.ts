import { SMTPServer } from "smtp-server";

export type SmtpCatcher = {
  /** The SMTP_URL to give the server. */
  url: string;
  /** The decoded text of the first message to `to`, waiting for it to arrive. */
  waitForMail: (to: string, timeoutMs?: number) => Promise<string>;
  close: () => Promise<void>;
};

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX escapes); harmless on 7-bit text. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A local SMTP server, plain text and no authentication, that keeps every message it receives. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const inbox = new Map<string, string>();
  const waiters = new Map<string, (text: string) => void>();
  const deliver = (to: string, text: string) => {
    const key = to.toLowerCase();
    if (!inbox.has(key)) inbox.set(key, text);
    waiters.get(key)?.(text);
    waiters.delete(key);
  };

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const text = decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8"));
        for (const rcpt of session.envelope.rcptTo) deliver(rcpt.address, text);
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    waitForMail(to, timeoutMs = 10_000) {
      const key = to.toLowerCase();
      const ready = inbox.get(key);
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.set(key, (text) => {
          clearTimeout(timer);
          resolve(text);
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
