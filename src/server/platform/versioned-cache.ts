import type { Database } from "../db/client.ts";

/**
 * Answers kept in this process's memory together with the data version they were computed at (see
 * schema/data-versions.ts). A lookup hits only while the caller's freshly read version is the same, so every
 * process serves current data without telling the others anything. Least recently used entries go first once
 * the texts together pass `maxChars`.
 */
export class VersionedCache {
  private readonly entries = new Map<string, { version: number; text: string }>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string, version: number): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.chars -= entry.text.length;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry.text;
  }

  set(key: string, version: number, text: string): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.chars -= old.text.length;
    }
    if (text.length > this.maxChars) return;
    this.entries.set(key, { version, text });
    this.chars += text.length;
    for (const [oldest, entry] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= entry.text.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The current version of an organization's data set (0 before its first change). */
export async function dataVersion(database: Database, organizationId: string, name: string): Promise<number> {
  const [row] = await database.prepared<{ version: number | string }>(
    "data_version",
    "select version from data_versions where organization_id = $1 and name = $2",
    [organizationId, name],
  );
  return row ? Number(row.version) : 0;
}

/**
 * `compute()`'s text for `key`, served from `cache` while the organization's `dataSet` version is the one
 * read first: a change made while computing is caught at the next read, as the version has moved on.
 */
export async function cachedByDataVersion(
  database: Database,
  cache: VersionedCache,
  organizationId: string,
  dataSet: string,
  key: readonly unknown[],
  compute: () => Promise<string>,
): Promise<string> {
  const version = await dataVersion(database, organizationId, dataSet);
  const cacheKey = JSON.stringify([organizationId, ...key]);
  const cached = cache.get(cacheKey, version);
  if (cached !== undefined) return cached;
  const text = await compute();
  cache.set(cacheKey, version, text);
  return text;
}
