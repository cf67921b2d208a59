/**
 * The history of a person's clubs (issue 24, point 5): every licence they held, in every season and
 * code, split where an approved transfer moved it to another club. A licence's registration holds
 * its latest club; the approved transfers say where it was before and when it moved.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type * as v from "valibot";
import { seasonSpan } from "../../../domain/registrations/seasons";
import { todayIso } from "../../../schema/athens-time";
import type { clubHistoryAnswer } from "../../../schema/registration-responses";
import { clubs } from "../../../schema/tables";
import { registrations, transfers } from "../../../schema/tables/registrations";
import type { Db } from "../../platform/db";

export type ClubHistoryEntry = v.InferOutput<typeof clubHistoryAnswer>;

/** The Athens day of a moment. */
const dayOf = (moment: string) => todayIso(new Date(moment));

/** The person's clubs, newest first. `now` decides whether a season is over (its licence then ends on its last day). */
export async function clubHistory(db: Db, personId: number, now = new Date()): Promise<ClubHistoryEntry[]> {
  const [licences, moves] = await Promise.all([
    db
      .select({ id: registrations.id, clubId: registrations.clubId, code: registrations.code, season: registrations.season, licensedAt: registrations.licensedAt, createdAt: registrations.createdAt })
      .from(registrations)
      // A lapsed licence is one whose person was erased: its minimal history stays.
      .where(and(eq(registrations.personId, personId), inArray(registrations.status, ["licensed", "lapsed"]))),
    db
      .select({ registrationId: transfers.registrationId, fromClubId: transfers.fromClubId, toClubId: transfers.toClubId, decidedAt: transfers.decidedAt })
      .from(transfers)
      .where(and(eq(transfers.personId, personId), eq(transfers.status, "approved")))
      .orderBy(asc(transfers.decidedAt), asc(transfers.id)),
  ]);
  const today = todayIso(now);
  const spells = licences.flatMap((licence) => {
    const moved = moves.filter((move) => move.registrationId === licence.id);
    const clubIds = moved.length ? [moved[0]!.fromClubId, ...moved.map((move) => move.toClubId)] : [licence.clubId];
    const changes = moved.map((move) => dayOf(move.decidedAt ?? licence.createdAt));
    const last = seasonSpan(licence.season).last;
    const start = dayOf(licence.licensedAt ?? licence.createdAt);
    return clubIds.map((clubId, index) => ({
      clubId,
      code: licence.code,
      season: licence.season,
      from: index === 0 ? start : changes[index - 1]!,
      to: index < changes.length ? changes[index]! : today > last ? last : null,
    }));
  });
  const known = spells.filter((spell): spell is typeof spell & { clubId: number } => spell.clubId !== null);
  const ids = [...new Set(known.map((spell) => spell.clubId))];
  const names = ids.length ? await db.select({ id: clubs.id, name: clubs.name, nameEl: clubs.nameEl }).from(clubs).where(inArray(clubs.id, ids)) : [];
  const byId = new Map(names.map((club) => [club.id, club]));
  return known
    .filter((spell) => byId.has(spell.clubId))
    .map(({ clubId, code, season, from, to }) => ({ clubId, clubName: byId.get(clubId)!.name, clubNameEl: byId.get(clubId)!.nameEl, code, season, from, to }))
    .sort((a, b) => b.from.localeCompare(a.from) || b.season.localeCompare(a.season) || a.code.localeCompare(b.code));
}
