/**
 * What a live match keeps of its fixture, so an official's write needs no D1 read: the code, the
 * two sides' clubs and names, the date (for who may score, and when) and the competition. Loaded
 * from D1 once and kept in the object's storage; refreshed in the background when a minute old,
 * and read again before a write when an hour old.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { RugbyCode } from "../../../domain/live";
import { liveMessages as l } from "../../../schema/live-messages";
import { players } from "../../../schema/tables";
import type { Db } from "../../platform/db";
import { badRequest } from "../../platform/errors/api-error";
import { scoringFixture } from "../competitions/results";

export type FixtureFacts = {
  fixture: { id: number; competitionId: number; date: string };
  code: RugbyCode;
  home: { clubId: number | null; name: string };
  away: { clubId: number | null; name: string };
};

/** Used as they are for a minute, refreshed behind the write after that; read again first after an hour. */
export const FACTS_FRESH_MS = 60_000;
export const FACTS_MAX_AGE_MS = 60 * 60_000;

export async function loadFacts(db: Db, fixtureId: number): Promise<FixtureFacts> {
  const found = await scoringFixture(db, fixtureId);
  return {
    fixture: { id: found.fixture.id, competitionId: found.fixture.competitionId, date: found.fixture.date },
    code: found.code,
    home: { clubId: found.home.clubId, name: found.home.name },
    away: { clubId: found.away.clubId, name: found.away.name },
  };
}

/** A named player must be on one of the two clubs' rosters; the event keeps "jersey. name". */
export async function rosterName(db: Db, facts: FixtureFacts, playerId: number): Promise<string> {
  const clubIds = [facts.home.clubId, facts.away.clubId].filter((id): id is number => id !== null);
  const player = clubIds.length
    ? await db.select({ name: players.name, jersey: players.jerseyNumber }).from(players).where(and(eq(players.id, playerId), inArray(players.clubId, clubIds))).get()
    : undefined;
  if (!player) throw badRequest(l.playerInvalid, { playerId: l.playerInvalid });
  return `${player.jersey}. ${player.name}`;
}
