/**
 * Which clubs the public sees (issue 12): those the federation approved and that are active. A
 * club waiting for approval, declined or deactivated appears in no public list, page, table,
 * fixture, news list, search, feed or calendar. Every public query joins clubs with this.
 */
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { clubs, news } from "../../../schema/tables";
import type { Db } from "../../platform/db";

/**
 * The rule on a clubs table (or an alias of it, as when a query joins both sides of a fixture).
 * `viewerClubId`: the signed-in club, which also sees itself (its own lists, before approval).
 */
export const isPublicClubAs = (table: typeof clubs, viewerClubId?: number): SQL =>
  or(and(eq(table.status, "approved"), eq(table.isActive, true)), viewerClubId === undefined ? undefined : eq(table.id, viewerClubId))!;

export const isPublicClub: SQL = isPublicClubAs(clubs);

/** A published article of a public club (the federation's own account is approved too). */
export const isPublicArticle: SQL = and(eq(news.isPublished, true), isPublicClub)!;

/** Of these club ids, the ones the public sees. */
export async function publicClubIdsAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(inArray(clubs.id, wanted), isPublicClub));
  return new Set(rows.map((row) => row.id));
}
