/**
 * API throughput with autocannon against `wrangler dev` (the server `npm start` runs), on
 * loopback: 50 connections for 10 s per endpoint. The empty `/api/health` (204, no database)
 * measures the local runtime's own ceiling, so each endpoint's requests/s is also given as a
 * share of it.
 */
import autocannon from "autocannon";

export const API_ENDPOINTS = ["/api/clubs", "/api/news/latest", "/api/standings/union", "/api/matches/upcoming"] as const;
export const HEALTH = "/api/health";
export const LOAD = { connections: 50, durationS: 10 } as const;

export type Throughput = {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  shareOfHealth?: number;
};

function load(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: LOAD.connections, duration: LOAD.durationS, timeout: 30 });
}

export async function apiThroughput(baseUrl: string): Promise<Throughput[]> {
  const results: Throughput[] = [];
  // A short warm-up, so the first endpoint does not pay for workerd's and D1's cold start.
  await autocannon({ url: `${baseUrl}/api/clubs`, connections: 10, duration: 2 });
  for (const path of [HEALTH, ...API_ENDPOINTS]) {
    const result = await load(`${baseUrl}${path}`);
    results.push({
      path,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    });
  }
  const ceiling = results[0]!.requestsPerSecond;
  for (const result of results.slice(1)) result.shareOfHealth = ceiling > 0 ? result.requestsPerSecond / ceiling : undefined;
  return results;
}
