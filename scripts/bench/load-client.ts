/**
 * The load generator of the request-path bench (scripts/bench/baseline.ts), run in a child
 * process of its own (`child_process.fork`) so that the client's work (building requests,
 * parsing the answers) does not share the event loop of the servers it measures, as a load
 * generator such as autocannon would not. It answers each IPC message
 * `{ url, headers, ms, connections }` with `{ requests, seconds, latencies, clientCpuMs }`: `connections`
 * keep-alive clients in a closed loop against `url` for `ms` milliseconds, the latency of each
 * request in ms. A non-200 answer ends the round with `{ error }`.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One round's order (milliseconds; headers sent with every request). */
export interface LoadOrder {
  url: string;
  headers: Record<string, string>;
  ms: number;
  connections: number;
}

/**
 * One round's result: the requests answered, the round's length in seconds, each latency (ms)
 * and the CPU time (ms, user + system) this load generator used for the round.
 */
export interface LoadResult {
  requests: number;
  seconds: number;
  latencies: number[];
  clientCpuMs: number;
}

const agents = new Map<number, http.Agent>();

async function runRound(order: LoadOrder): Promise<LoadResult> {
  let agent = agents.get(order.connections);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: order.connections });
    agents.set(order.connections, agent);
  }
  const latencies: number[] = [];
  const cpu = process.cpuUsage();
  const start = performance.now();
  const end = start + order.ms;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const t = performance.now();
      const req = http.get(order.url, { agent, headers: order.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${order.url}: HTTP ${res.statusCode}`));
          latencies.push(performance.now() - t);
          resolve();
        });
      });
      req.on('error', reject);
    });
  const client = async () => {
    while (performance.now() < end) await one();
  };
  await Promise.all(Array.from({ length: order.connections }, client));
  const used = process.cpuUsage(cpu);
  return {
    requests: latencies.length,
    seconds: (performance.now() - start) / 1000,
    latencies,
    clientCpuMs: (used.user + used.system) / 1000,
  };
}

process.on('message', (order: LoadOrder) => {
  runRound(order).then(
    (result) => process.send!(result),
    (error: Error) => process.send!({ error: error.message }),
  );
});
process.on('disconnect', () => {
  for (const agent of agents.values()) agent.destroy();
  process.exit(0);
});
