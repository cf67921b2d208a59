/**
 * `Idempotency-Key` for public submissions. A phone that lost signal replays its queued
 * request, possibly twice at once; the key makes every replay land on the first stored row:
 * the same answer, no second row, no second mail. The key lives in the row's unique
 * `idempotency_key` column, so the database itself settles a race between two replays.
 */
import { eq, getTableName } from "drizzle-orm";
import type { Context } from "hono";
import { academyRegistrations, claimRequests } from "../../../schema/tables";
import type { Db } from "../db";
import { badRequest } from "../errors/api-error";
import { apiMessages } from "../../../schema/messages";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

// A UUID fits; so does any other client-made token of that alphabet.
const KEY_FORMAT = /^[A-Za-z0-9-]{8,100}$/;

/**
 * The request's key, or null when it sent none. The IETF draft writes the key as a quoted
 * string, so surrounding quotes are accepted and dropped.
 */
export function readIdempotencyKey(c: Context): string | null {
  const raw = c.req.header(IDEMPOTENCY_HEADER);
  if (raw === undefined) return null;
  const key = raw.trim().replace(/^"(.*)"$/, "$1");
  if (!KEY_FORMAT.test(key)) {
    throw badRequest(apiMessages.idempotencyKeyInvalid, { [IDEMPOTENCY_HEADER]: apiMessages.idempotencyKeyInvalid });
  }
  return key;
}

type KeyedTable = typeof claimRequests | typeof academyRegistrations;

/** The id of the row an earlier request with this key stored, if any. */
export async function findByIdempotencyKey(db: Db, table: KeyedTable, key: string | null): Promise<number | undefined> {
  if (key === null) return undefined;
  const row = await db.select({ id: table.id }).from(table).where(eq(table.idempotencyKey, key)).get();
  return row?.id;
}

/**
 * Stores a row once per key. `insert` must use ON CONFLICT DO NOTHING on the key and return
 * the new id: when it returns none, another request with the same key got there first (the
 * unique index refused ours), and that request's row is the answer.
 */
export async function insertOnce(
  db: Db,
  table: KeyedTable,
  key: string | null,
  insert: () => Promise<{ id: number }[]>,
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await insert();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await findByIdempotencyKey(db, table, key);
  if (existing === undefined) throw new Error(`Insert into ${getTableName(table)} stored nothing and no row holds its key`);
  return { id: existing, created: false };
}
