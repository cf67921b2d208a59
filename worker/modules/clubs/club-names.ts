/**
 * Unique club names (issue 19, point 15; schema/tables/club-names.ts). A club's names are keys
 * (schema/club-name-key.ts) in `club_name_keys`, whose primary key refuses a name another club
 * holds. A route that writes a name checks it first (a clear 409 under the field) and writes the
 * club's keys in the same batch as the name, so of two clubs taking one name at the same moment
 * the second batch fails whole on the key: `renameRefusal` (or `isNameKeyViolation`) turns that into the same 409.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { clubNameKey, clubNameKeys as keysOf } from "../../../schema/club-name-key";
import { clubNameMessages } from "../../../schema/club-name-messages";
import { messages } from "../../../schema/messages";
import { clubs } from "../../../schema/tables";
import { clubNameKeys, clubNamePending } from "../../../schema/tables/club-names";
import { isUniqueViolation } from "../../platform/db";
import type { Db } from "../../platform/db";
import { conflict } from "../../platform/errors/api-error";

export type ClubNames = { name: string; nameEl?: string | null };

/** 409 with the message under the field whose name is taken (`name` when both are, or neither is known). */
export const nameTaken = (field: "name" | "nameEl" = "name") => conflict(clubNameMessages.nameTaken, { [field]: clubNameMessages.nameTaken });

/**
 * Keys the clubs whose names were written by something other than a name write of the worker
 * (triggers put them in `club_name_pending`: the seed, a script, the rows from before the keys).
 * A key another club holds already stays that club's: a clash from before is kept, never made worse.
 */
export async function keyPendingClubNames(db: Db) {
  for (;;) {
    const pending = await db.select().from(clubNamePending).limit(100);
    if (!pending.length) return;
    const ids = pending.map((row) => row.clubId);
    const rows = await db.select({ id: clubs.id, name: clubs.name, nameEl: clubs.nameEl }).from(clubs).where(inArray(clubs.id, ids));
    const names = new Map(rows.map((row) => [row.id, row]));
    const [first, ...rest] = pending.flatMap(({ clubId, version }) => {
      const club = names.get(clubId);
      const keys = club ? keysOf(club.name, club.nameEl) : [];
      return [
        db.delete(clubNameKeys).where(eq(clubNameKeys.clubId, clubId)),
        ...keys.map((key) => db.insert(clubNameKeys).values({ key, clubId }).onConflictDoNothing()),
        db.delete(clubNamePending).where(and(eq(clubNamePending.clubId, clubId), eq(clubNamePending.version, version))),
      ];
    });
    await db.batch([first!, ...rest]);
  }
}

/** Throws the 409 when another club (any but `clubId`) holds a key of these names. */
export async function assertClubNamesFree(db: Db, names: ClubNames, clubId?: number) {
  await keyPendingClubNames(db);
  const wanted = keysOf(names.name, names.nameEl);
  if (!wanted.length) return;
  const holders = await db.select().from(clubNameKeys).where(inArray(clubNameKeys.key, wanted));
  const taken = new Set(holders.filter((holder) => holder.clubId !== clubId).map((holder) => holder.key));
  if (taken.has(clubNameKey(names.name))) throw nameTaken("name");
  if (taken.size) throw nameTaken("nameEl");
}

/**
 * The statements that give a club (by id, or for a club being inserted, by its e-mail) the keys
 * of its names, for the batch that writes the names: its old keys out, the new ones in (a key
 * another club holds fails the whole batch), and the pending mark its write's trigger set cleared.
 */
export function clubNameKeyWrites(db: Db, names: ClubNames, club: { id: number } | { email: string }) {
  const clubId = "id" in club ? club.id : sql<number>`(select ${clubs.id} from ${clubs} where ${clubs.email} = ${club.email})`;
  return [
    db.delete(clubNameKeys).where(eq(clubNameKeys.clubId, clubId)),
    ...keysOf(names.name, names.nameEl).map((key) => db.insert(clubNameKeys).values({ key, clubId })),
    db.delete(clubNamePending).where(eq(clubNamePending.clubId, clubId)),
  ];
}

/** Whether the names' keys refused a write: another club took one of the names meanwhile. */
export const isNameKeyViolation = (error: unknown) => isUniqueViolation(error, "club_name_keys");

/**
 * Why a rename failed: another club holds the name (409 under the field), or a team of one of the
 * club's tables has it (standings_team_unique); anything else as it was.
 */
export function renameRefusal(error: unknown): unknown {
  if (isNameKeyViolation(error)) return nameTaken();
  if (isUniqueViolation(error)) return conflict(messages.teamNameTaken, { name: messages.teamNameTaken });
  return error;
}
