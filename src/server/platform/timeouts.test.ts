import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { TIMEOUTS } from "./timeouts.ts";

/** Slow clients against a listening server (real sockets), with short deadlines so the test is quick. */

let t: TestApp;
let port: number;
const FAST = { headersMs: 800, idleMs: 1_500, keepAliveMs: 3_000, requestMs: 60_000, jsonBodyMs: 600 };

beforeAll(async () => {
  t = await createTestApp({}, undefined, {}, FAST);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** Opens a socket, writes `chunks` with the given pauses, and resolves with what came back and when it closed. */
function slowClient(chunks: { text: string; afterMs: number }[]): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (d) => (answer += d.toString("utf8")));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ answer, closedAfterMs: performance.now() - started }));
    let at = 0;
    for (const chunk of chunks) {
      at += chunk.afterMs;
      setTimeout(() => socket.writable && socket.write(chunk.text), at);
    }
    setTimeout(() => reject(new Error("the server never closed the connection")), 20_000).unref();
  });
}

describe("timeouts", () => {
  it("keeps the production values: 30 s for headers and JSON bodies, 60 s idle, 75 s kept alive, 2 h for a whole upload", () => {
    expect(TIMEOUTS).toEqual({
      headersMs: 30_000,
      idleMs: 60_000,
      keepAliveMs: 75_000,
      requestMs: 7_200_000,
      jsonBodyMs: 30_000,
    });
  });

  it("keeps an idle connection open past the headers deadline, so a pool that reuses it is answered", async () => {
    // As Playwright's request pool (and Node's own): keep-alive, no idle limit of its own.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: net.Socket }>((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port, path: "/api/health", agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, socket: req.socket as net.Socket }));
        });
        req.on("error", reject);
      });
    try {
      const first = await get();
      await new Promise((r) => setTimeout(r, FAST.headersMs + 200));
      const second = await get();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });

  it("answers a JSON body that trickles in too slowly 408 and closes the connection", async () => {
    const body = JSON.stringify({
      name: "Slow",
      email: "slow@example.com",
      subject: "Slow",
      message: "A message that arrives one piece at a time.",
    });
    const head = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const chunks = [
      { text: head, afterMs: 0 },
      ...Array.from({ length: 8 }, (_, i) => ({ text: body.slice(i * 5, i * 5 + 5), afterMs: 200 })),
    ];
    const { answer, closedAfterMs } = await slowClient(chunks);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain("REQUEST_TIMEOUT");
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it("closes a connection that stops sending its headers", async () => {
    const { answer, closedAfterMs } = await slowClient([
      { text: "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n", afterMs: 0 },
      { text: "X-Slow: 1\r\n", afterMs: 300 },
      { text: "X-Slow: 2\r\n", afterMs: 300 },
    ]);
    expect(answer === "" || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it("closes an upload that stalls, and lets a steady one through", async () => {
    const head = `POST /api/documents?name=Stalled HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/pdf\r\nContent-Length: 100000\r\n\r\n%PDF-1.4\n`;
    const stalled = await slowClient([{ text: head, afterMs: 0 }]);
    expect(stalled.closedAfterMs).toBeLessThan(6_000);
    const quick = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(quick.status).toBe(200);
  });
});
