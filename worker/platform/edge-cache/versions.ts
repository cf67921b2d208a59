/**
 * The tags' versions, as this isolate last read them (issue 25, point 6). D1 holds them
 * (edge_cache_versions, raised by the triggers of migration 0015); a page view reads them from
 * memory, and D1 at most once a second per isolate (MEMO_MS), so a read after a write elsewhere
 * sees it within a second. This isolate's own writes (any API request that is no GET) and a
 * visitor whose D1 bookmark is newer than the versions read make the next read ask D1 again, so a
 * writer's next read sees their write at once.
 *
 * The versions are read on the primary, and with them its bookmark: a miss draws its data on a D1
 * session at least that new (worker/platform/edge-cache/edge-cache.ts), so a replica that trails
 * the primary never stores old data under new versions.
 */
import { AREA_TAGS, type CacheTag } from "./tags";

/** How long a version read stays good in this isolate. */
export const MEMO_MS = 1000;
let memoMs = MEMO_MS;

/**
 * A random number per database, never raised (migration 0015): every key carries it, so a
 * database made again (a local reset, a restore, each test file's own) never meets the copies
 * kept of another one at the same versions.
 */
export const EPOCH = "epoch";

/** Versions of some tags at one point of D1's history (the epoch's among them), and the bookmark of that point. */
export type VersionSnapshot = { versions: ReadonlyMap<CacheTag | typeof EPOCH, number>; bookmark: string | null };

type Known = { version: number; readAt: number };
const MAX_KNOWN = 1000;

const known = new Map<CacheTag | typeof EPOCH, Known>();
/** The newest bookmark a read of the versions reached. */
let knownBookmark: string | null = null;
/** Reads after this instant are current (this isolate wrote since the ones before). */
let currentAfter = 0;
let reading: Promise<void> | null = null;

const newer = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** Forget what was read: this isolate just wrote, or a visitor's write is newer. */
export function versionsChanged(now = Date.now()) {
  currentAfter = now;
}

/** A visitor's D1 bookmark (their last write) newer than what the versions were read at asks D1 again. */
export function noteVisitorBookmark(bookmark: string | undefined) {
  if (bookmark && (knownBookmark === null || bookmark > knownBookmark)) versionsChanged();
}

function isCurrent(entry: Known | undefined, now: number): entry is Known {
  return !!entry && entry.readAt > currentAfter && now - entry.readAt < memoMs;
}

async function readFromD1(db: D1Database, tags: readonly CacheTag[]) {
  const session = db.withSession("first-primary");
  const wanted = [...new Set<CacheTag | typeof EPOCH>([EPOCH, ...AREA_TAGS, ...tags])];
  const readAt = Date.now();
  const { results } = await session
    .prepare(`SELECT tag, version FROM edge_cache_versions WHERE tag IN (${wanted.map(() => "?").join(", ")})`)
    .bind(...wanted)
    .all<{ tag: string; version: number }>();
  const found = new Map<string, number>(results.map((row) => [row.tag, row.version]));
  // One entry a fixture seen: those not read for a while go, so an isolate's memory stays small.
  if (known.size > MAX_KNOWN) for (const [tag, entry] of known) if (readAt - entry.readAt > 60_000) known.delete(tag);
  for (const tag of wanted) known.set(tag, { version: found.get(tag) ?? 0, readAt });
  knownBookmark = newer(knownBookmark, session.getBookmark());
}

/** The versions of `tags` (and of every area), from memory when read less than a second ago. */
export async function versionsOf(db: D1Database, tags: readonly CacheTag[]): Promise<VersionSnapshot> {
  const wanted = [EPOCH, ...tags] as const;
  const missing = () => wanted.some((tag) => !isCurrent(known.get(tag), Date.now()));
  // One read at a time: requests arriving meanwhile wait for it rather than each asking D1.
  while (missing()) {
    if (!reading) {
      reading = readFromD1(db, tags).finally(() => {
        reading = null;
      });
      await reading;
      break;
    }
    await reading.catch(() => undefined);
  }
  return { versions: new Map(wanted.map((tag) => [tag, known.get(tag)?.version ?? 0])), bookmark: knownBookmark };
}

/**
 * For tests, which write D1 directly (as another isolate would): how long a read stays good
 * (worker/test/apply-migrations.ts sets 0, so a test's own writes show at once; the edge cache's
 * tests set MEMO_MS back).
 */
export function useVersionsFor(ms: number) {
  memoMs = ms;
  currentAfter = Date.now();
}
