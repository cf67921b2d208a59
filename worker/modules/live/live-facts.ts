/**
 * What a live match keeps of its fixture, so an official's write needs no D1 read: the code, the
 * two sides' clubs and names, the date (for who may score, and when) and the competition. Loaded
 * from D1 once and kept in the object's storage; refreshed in the background when a minute old,
 * and read again before a write when an hour old.
 */
import type { RugbyCode } from "../../../domain/live";
import { liveMessages as l } from "../../../schema/live-messages";
import type { Db } from "../../platform/db";
import { badRequest } from "../../platform/errors/api-error";
import { scoringFixture } from "../competitions/results";
import { isPublicEntry, rosterEntryOfClubs } from "../players/roster-view";

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

/**
 * A named player must be on one of the two clubs' rosters (the register's view); the event keeps
 * "jersey. name". The timeline is public: a registered player who has not opted in to public pages
 * (a minor's opt-in is a parent's) is named by number only (issue 24, point 8).
 */
export async function rosterName(db: Db, facts: FixtureFacts, playerId: number): Promise<string> {
  const clubIds = [facts.home.clubId, facts.away.clubId].filter((id): id is number => id !== null);
  const player = clubIds.length ? await rosterEntryOfClubs(db, clubIds, playerId) : undefined;
  if (!player) throw badRequest(l.playerInvalid, { playerId: l.playerInvalid });
  if (!isPublicEntry(player)) return `#${player.jerseyNumber ?? "?"}`;
  return player.jerseyNumber === null ? player.name : `${player.jerseyNumber}. ${player.name}`;
}
