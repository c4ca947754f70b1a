import autocannon from "autocannon";

export type LoadOptions = {
  url: string;
  connections: number;
  durationS: number;
  warmupS?: number;
  headers?: Record<string, string>;
};

export type LoadResult = {
  /** Latencies of 2xx responses in milliseconds, at full precision (autocannon's own histogram keeps whole ms). */
  p50: number;
  p99: number;
  mean: number;
  requestsPerSecond: number;
  ok: number;
  /** Non-2xx answers plus connection errors and timeouts. */
  failed: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** One autocannon run; latencies collected from its response events. */
async function run(opts: LoadOptions, durationS: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: opts.url, connections: opts.connections, duration: durationS, headers: opts.headers };
    const instance = autocannon(options, (err: unknown, res: autocannon.Result) => (err ? reject(err) : resolve(res)));
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const sum = latencies.reduce((a, b) => a + b, 0);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    mean: latencies.length ? sum / latencies.length : Number.NaN,
    requestsPerSecond: latencies.length / result.duration,
    ok: latencies.length,
    failed: result.non2xx + result.errors,
  };
}

/** A warm-up run (discarded), then the measured run. */
export async function measure(opts: LoadOptions): Promise<LoadResult> {
  if (opts.warmupS) await run(opts, opts.warmupS);
  return run(opts, opts.durationS);
}
