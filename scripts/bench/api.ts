/**
 * API throughput with autocannon against `wrangler dev` (the server `npm start` runs), on
 * loopback: 50 connections for 10 s per endpoint. The empty `/api/health` (204, no database)
 * measures the local runtime's own ceiling in turns with each read, so each read's requests/s is
 * also given as a share of it (issue 25: every public read at 70% of it or more). The reads are
 * the public ones the pages draw from, with ids and slugs of the seed.
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
  /** The requests/s of /api/health measured just before this read. */
  ceilingRequestsPerSecond?: number;
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

async function measure(baseUrl: string, path: string, durationS: number): Promise<Throughput> {
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: LOAD.connections, duration: durationS, timeout: 30 });
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

/** Each read and the ceiling alternate this many times, LOAD.durationS / ROUNDS seconds each. */
const ROUNDS = 2;

/** Several runs of one address as one: their requests added up over their seconds, their latencies averaged. */
function combined(path: string, runs: Throughput[]): Throughput {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    path,
    requestsPerSecond: mean(runs.map((run) => run.requestsPerSecond)),
    p50Ms: mean(runs.map((run) => run.p50Ms)),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    requests: sum(runs.map((run) => run.requests)),
    non2xx: sum(runs.map((run) => run.non2xx)),
    errors: sum(runs.map((run) => run.errors)),
    timeouts: sum(runs.map((run) => run.timeouts)),
  };
}

/**
 * Each read alternating with `/api/health`, its ceiling at that moment (the machine is shared:
 * a ceiling measured minutes apart from a read says more about the machine than the read), in
 * ROUNDS short runs each, and its share of that ceiling. The first row is the ceiling over all.
 */
export async function apiThroughput(baseUrl: string): Promise<Throughput[]> {
  const endpoints = await apiEndpoints(baseUrl);
  // A short warm-up of each, so no endpoint pays for workerd's and D1's cold start (or the edge cache's first copy).
  for (const path of endpoints) await autocannon({ url: `${baseUrl}${path}`, connections: 10, duration: 1 });
  const seconds = LOAD.durationS / ROUNDS;
  const ceilings: Throughput[] = [];
  const reads: Throughput[] = [];
  for (const path of endpoints) {
    const runs = { health: [] as Throughput[], read: [] as Throughput[] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.health.push(await measure(baseUrl, HEALTH, seconds));
      runs.read.push(await measure(baseUrl, path, seconds));
    }
    const ceiling = combined(HEALTH, runs.health);
    const read = combined(path, runs.read);
    read.shareOfHealth = ceiling.requestsPerSecond > 0 ? read.requestsPerSecond / ceiling.requestsPerSecond : undefined;
    read.ceilingRequestsPerSecond = ceiling.requestsPerSecond;
    ceilings.push(...runs.health);
    reads.push(read);
  }
  return [combined(`${HEALTH} (all its runs)`, ceilings), ...reads];
}
