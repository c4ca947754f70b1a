import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import pg from "pg";

/** The server's resident memory in bytes (Linux /proc), or 0 where it cannot be read. */
export function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0);
    return kb * 1024;
  } catch {
    return 0;
  }
}

export type UploadFigures = {
  bytes: number;
  seconds: number;
  baselineRss: number;
  peakRss: number;
  status: number;
  body: string;
};

/**
 * Uploads a generated file of `bytes` (a PDF header, then the same 1 MiB block over and over, so the bench
 * itself holds 1 MiB) to POST /api/documents with its Content-Length, sampling the server's resident memory
 * every 20 ms.
 */
export async function measureUpload(
  baseUrl: string,
  cookie: string,
  pid: number,
  bytes: number,
): Promise<UploadFigures> {
  const block = Buffer.alloc(1024 * 1024, 0x20);
  Buffer.from("%PDF-1.7\n%bench\n").copy(block);
  const baselineRss = residentBytes(pid);
  let peakRss = baselineRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, residentBytes(pid));
  }, 20);
  const started = performance.now();
  try {
    const url = new URL("/api/documents?name=Bench%20upload&fileName=bench.pdf&tags=bench", baseUrl);
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        url,
        { method: "POST", headers: { cookie, "content-type": "application/pdf", "content-length": String(bytes) } },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("error", reject);
      let sent = 0;
      const write = () => {
        while (sent < bytes) {
          const n = Math.min(block.length, bytes - sent);
          sent += n;
          const more = req.write(n === block.length ? block : block.subarray(0, n));
          if (!more) {
            req.once("drain", write);
            return;
          }
        }
        req.end();
      };
      write();
    });
    return {
      bytes,
      seconds: (performance.now() - started) / 1000,
      baselineRss,
      peakRss: Math.max(peakRss, residentBytes(pid)),
      status,
      body,
    };
  } finally {
    clearInterval(sampler);
  }
}

const TAGS = [
  "permits",
  "drawings",
  "concrete",
  "inspection",
  "roof",
  "electrical",
  "plumbing",
  "safety",
  "invoice",
  "contract",
];

/**
 * 10,000 documents (one version each) straight into the organization's tables: the list's cost is the
 * query, not how the rows got there. Each has one to three tags; names mix words the searches look for.
 */
export async function seedDocuments(databaseUrl: string, organizationId: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into documents (id, organization_id, name, document_type, status, tags, version, size, mime_type, file_name, created_at, updated_at)
       select gen_random_uuid()::text, $1,
              (array['Site plan','Inspection report','Roof drawing','Permit application','Invoice','Safety checklist'])[1 + i % 6] || ' ' || i,
              'PDF', (array['Uploaded','Under Review','Approved'])[1 + i % 3],
              array(select t from unnest($2::text[]) with ordinality as x(t, n) where n % 7 = i % 7 or n % 5 = i % 5 or n = 1 + i % 10),
              1, 100000 + i, 'application/pdf', 'file-' || i || '.pdf',
              now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
       from generate_series(1, $3::int) as i`,
      [organizationId, TAGS, count],
    );
    await client.query(
      `insert into document_versions (id, organization_id, document_id, version, storage_key, file_name, mime_type, size, created_at)
       select gen_random_uuid()::text, organization_id, id, 1, 'documents/' || gen_random_uuid()::text, file_name, mime_type, size, created_at
       from documents where organization_id = $1`,
      [organizationId],
    );
    await client.query("analyze documents");
    await client.query("analyze document_versions");
  } finally {
    await client.end();
  }
}

/** The caller's active organization. */
export async function activeOrganization(baseUrl: string, cookie: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/organizations`, { headers: { cookie } });
  const body = (await res.json()) as { activeId: string | null };
  if (!body.activeId) throw new Error("the bench user has no organization");
  return body.activeId;
}

type S3rverApp = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverOptions = {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};

/** An S3-compatible server (s3rver, pure JavaScript) in this process, with one bucket, files under `dir`. */
export async function startS3rver(
  dir: string,
): Promise<{ endpoint: string; bucket: string; close: () => Promise<void> }> {
  const S3rver = createRequire(import.meta.url)("s3rver") as new (options: S3rverOptions) => S3rverApp;
  const bucket = "bench-documents";
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, bucket, close: () => server.close() };
}
