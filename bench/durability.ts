import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type ServerProcess } from "./server-process.ts";
import { startSmtpCatcher } from "./smtp-catcher.ts";
import { signedInCookie } from "./bench-user.ts";
import { freePort } from "../src/server/testing/free-port.ts";

/**
 * Durability under crashes (issue 12): writers create projects and upload documents against a server that is
 * killed with SIGKILL at a random moment, then started again on the same data, ROUNDS times. Every write the
 * client saw acknowledged (201) must be there afterwards, and nothing half-written: every document has its
 * version and its file, byte for byte.
 */

export type DurabilityResult = {
  rounds: number;
  acknowledged: number;
  interrupted: number;
  lost: string[];
  halfWritten: string[];
  restartMs: number[];
};

const WRITERS = 6;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pdf = (n: number) => Buffer.from(`%PDF-1.4\n% durability ${n} ${"x".repeat(n % 977)}\ntrailer<<>>\n%%EOF\n`);

type Acknowledged = { kind: "project"; name: string } | { kind: "document"; id: string; bytes: Buffer };

export async function measureDurability(env: Record<string, string>, rounds: number): Promise<DurabilityResult> {
  const smtp = await startSmtpCatcher();
  const port = String(await freePort());
  const serverEnv = { ...env, SMTP_URL: smtp.url, RATE_LIMIT_FACTOR: "1000", PORT: port };
  let server: ServerProcess = await startServer(serverEnv, 120_000);
  const cookie = await signedInCookie(server.url, smtp);
  const acknowledged: Acknowledged[] = [];
  const restartMs: number[] = [];
  let interrupted = 0;
  let seq = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      const url = server.url;
      let running = true;
      const writer = async (w: number) => {
        while (running) {
          const n = ++seq;
          try {
            if (n % 3 === 0) {
              const bytes = pdf(n);
              const res = await fetch(
                `${url}/api/documents?${new URLSearchParams({ name: `Durable doc ${n}`, fileName: `d${n}.pdf` })}`,
                {
                  method: "POST",
                  headers: { cookie, "content-type": "application/pdf", origin: url },
                  body: bytes,
                },
              );
              const body = (await res.json()) as { id?: string };
              if (res.status === 201 && body.id) acknowledged.push({ kind: "document", id: body.id, bytes });
            } else {
              const name = `Durable ${round}-${w}-${n}`;
              const res = await fetch(`${url}/api/projects`, {
                method: "POST",
                headers: { cookie, "content-type": "application/json", origin: url },
                body: JSON.stringify({ name, startDate: "2026-03-01", endDate: "2026-06-30", budget: n }),
              });
              await res.arrayBuffer();
              if (res.status === 201) acknowledged.push({ kind: "project", name });
            }
          } catch {
            interrupted += 1;
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      await sleep(300 + Math.random() * 1200);
      await server.kill();
      running = false;
      await Promise.all(writers);
      const started = performance.now();
      server = await startServer(serverEnv, 120_000);
      restartMs.push(performance.now() - started);
    }
    return {
      rounds,
      acknowledged: acknowledged.length,
      interrupted,
      ...(await verify(server.url, cookie, acknowledged)),
      restartMs,
    };
  } finally {
    await server.stop();
    await smtp.close();
  }
}

async function verify(
  url: string,
  cookie: string,
  acknowledged: Acknowledged[],
): Promise<{ lost: string[]; halfWritten: string[] }> {
  const get = (p: string) => fetch(`${url}${p}`, { headers: { cookie } });
  const names = new Set<string>();
  for (let cursor: string | null = null; ;) {
    const res = await get(`/api/projects?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    const page = (await res.json()) as { projects: { name: string }[]; nextCursor: string | null };
    for (const p of page.projects) names.add(p.name);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  const lost: string[] = [];
  const halfWritten: string[] = [];
  for (const a of acknowledged) {
    if (a.kind === "project") {
      if (!names.has(a.name)) lost.push(`project ${a.name}`);
      continue;
    }
    const detail = await get(`/api/documents/${a.id}`);
    if (detail.status !== 200) {
      lost.push(`document ${a.id} (${detail.status})`);
      continue;
    }
    const file = await get(`/api/documents/${a.id}/file`);
    const bytes = Buffer.from(await file.arrayBuffer());
    if (file.status !== 200 || !bytes.equals(a.bytes))
      halfWritten.push(`document ${a.id}: file ${file.status}, ${bytes.length} of ${a.bytes.length} bytes`);
  }
  // Documents nobody saw acknowledged must be whole too: each with a version whose file is there.
  for (let cursor: string | null = null; ;) {
    const res = await get(`/api/documents?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    const page = (await res.json()) as { documents: { id: string }[]; nextCursor: string | null };
    for (const d of page.documents) {
      const file = await get(`/api/documents/${d.id}/file`);
      await file.arrayBuffer();
      if (file.status !== 200) halfWritten.push(`document ${d.id}: its file answers ${file.status}`);
    }
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return { lost, halfWritten };
}

export const durabilityDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "buildops-durability-"));
