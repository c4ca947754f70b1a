import net from "node:net";

/**
 * Below the kernel's ephemeral range (32768–60999 on Linux): a port from there can be taken between the probe and
 * the real listen by any outgoing connection (a database client's, a fetch's) or another `listen(0)`, which is how
 * one CI run lost the journeys' server to EADDRINUSE. Ports here are handed out only by asking for them.
 */
const LOW = 20_000;
const HIGH = 32_000;

function probe(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 that nothing listens on right now (for test servers, benches, e2e). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (await probe(port)) return port;
  }
  throw new Error("no free port");
}
