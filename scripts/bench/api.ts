/**
 * API throughput with autocannon against `wrangler dev` (the server `npm start` runs), on
 * loopback: 50 connections for 10 s per endpoint. The empty `/api/health` (204, no database)
 * measures the local runtime's own ceiling, before the reads and again after them, so each
 * endpoint's requests/s is also given as a share of it (issue 25: every public read at 70% of it
 * or more). The reads are the public ones the pages draw from, with ids and slugs of the seed.
 */
import autocannon from "autocannon";

export const HEALTH = "/api/health";
export const LOAD = { connections: 50, durationS: 10 } as const;
/** Issue 25, point 5: each public read's requests/s as a share of the empty endpoint's, at least. */
export const READ_SHARE_TARGET = 0.7;

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

async function firstOf<T>(url: string): Promise<T | undefined> {
  const body = (await (await fetch(url)).json()) as T[] | { items?: T[] };
  return (Array.isArray(body) ? body : (body.items ?? []))[0];
}

/** The public API reads, with the seed's ids and slugs (the lists first, then one item of each). */
export async function apiEndpoints(baseUrl: string): Promise<string[]> {
  const club = await firstOf<{ id: number }>(`${baseUrl}/api/clubs`);
  const article = await firstOf<{ id: number; slug: string }>(`${baseUrl}/api/news/latest?limit=1`);
  const competition = await firstOf<{ slug: string }>(`${baseUrl}/api/competitions`);
  const match = await firstOf<{ id: number }>(`${baseUrl}/api/matches/upcoming?limit=1`);
  return [
    "/api/clubs",
    "/api/news/latest",
    "/api/standings/union",
    "/api/matches/upcoming",
    "/api/matches/results",
    "/api/competitions",
    "/api/news/featured",
    ...(club ? [`/api/clubs/${club.id}`, `/api/clubs/${club.id}/players`, `/api/clubs/${club.id}/matches`] : []),
    ...(article ? [`/api/news/slug/${encodeURIComponent(article.slug)}`] : []),
    ...(competition ? [`/api/competitions/${competition.slug}`, `/api/competitions/${competition.slug}/table`, `/api/competitions/${competition.slug}/fixtures`] : []),
    ...(match ? [`/api/matches/${match.id}`] : []),
  ];
}

async function measure(baseUrl: string, path: string): Promise<Throughput> {
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: LOAD.connections, duration: LOAD.durationS, timeout: 30 });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The ceiling first and last (`/api/health` twice: the machine is shared), then each read as a share of their mean. */
export async function apiThroughput(baseUrl: string): Promise<Throughput[]> {
  const endpoints = await apiEndpoints(baseUrl);
  // A short warm-up of each, so no endpoint pays for workerd's and D1's cold start (or the edge cache's first copy).
  for (const path of endpoints) await autocannon({ url: `${baseUrl}${path}`, connections: 10, duration: 1 });
  const first = await measure(baseUrl, HEALTH);
  const reads: Throughput[] = [];
  for (const path of endpoints) reads.push(await measure(baseUrl, path));
  const last = await measure(baseUrl, HEALTH);
  const ceiling = (first.requestsPerSecond + last.requestsPerSecond) / 2;
  for (const read of reads) read.shareOfHealth = ceiling > 0 ? read.requestsPerSecond / ceiling : undefined;
  return [first, ...reads, { ...last, path: `${HEALTH} (again, after the reads)` }];
}
