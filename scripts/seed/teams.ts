/**
 * The demo's teams (issue 22): every member club fields a senior men's team for each code it
 * plays, named as the club; two clubs also field a women's XV and an U18. Sides from outside the
 * federation (the friendlies' opponents, the competitions' guests) are guest teams, one a name.
 * Ids are fixed: the clubs' teams in club order, then the guests in the order they are asked for,
 * so the same data seeds the same ids.
 */
import { competitionCodeOf, guestKey, type TeamAgeGroup, type TeamCode, type TeamKind } from "../../domain/teams/team";
import type { teams } from "../../schema/tables/competitions";
import { clubsInGreek, teamsInGreek } from "./bilingual";
import { seedClubs } from "./data";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"] & { id: number };
export type SeedTeam = Insert<typeof teams>;

type ExtraTeam = { clubId: number; nameEn: string; nameEl: string; kind: TeamKind; ageGroup: TeamAgeGroup; code: TeamCode };

/** The second (and third) teams: a women's XV and an U18 at Athens and at Thessaloniki, and Athens' academy sides. */
export const EXTRA_TEAMS: ExtraTeam[] = [
  { clubId: 1, nameEn: "Athens Owls Women", nameEl: "Κουκουβάγιες Αθήνας Γυναίκες", kind: "women", ageGroup: "senior", code: "union" },
  { clubId: 1, nameEn: "Athens Owls U18", nameEl: "Κουκουβάγιες Αθήνας Κ18", kind: "men", ageGroup: "u18", code: "union" },
  { clubId: 3, nameEn: "White Tower Women", nameEl: "Λευκός Πύργος Γυναίκες", kind: "women", ageGroup: "senior", code: "union" },
  { clubId: 3, nameEn: "White Tower U18", nameEl: "Λευκός Πύργος Κ18", kind: "men", ageGroup: "u18", code: "union" },
  // Issue 24: Athens' academy sides, which the demo family's children register with.
  { clubId: 1, nameEn: "Athens Owls U14", nameEl: "Κουκουβάγιες Αθήνας Κ14", kind: "mixed", ageGroup: "u14", code: "union" },
  { clubId: 1, nameEn: "Athens Owls U12", nameEl: "Κουκουβάγιες Αθήνας Κ12", kind: "mixed", ageGroup: "u12", code: "union" },
];

/**
 * What the other parts of the seed ask of the teams (the competitions, scripts/seed/competitions.ts,
 * and the clubs' own games): a member club's senior men's team of a competition code, and a guest
 * team by name (made the first time it is asked for).
 */
export type SeedTeams = {
  /** The club's senior men's team of that code (sevens plays union); throws when the club fields none. */
  ofClub(clubId: number, code: "union" | "league"): number;
  /** The guest team of that name; its Greek name from bilingual.ts unless given. */
  guest(name: string, abbreviation?: string | null): number;
  /** Every team so far, to insert. */
  rows(): SeedTeam[];
};

export function seedTeams(): SeedTeams {
  const rows: SeedTeam[] = [];
  const add = (team: Omit<SeedTeam, "id">) => {
    const row = { id: rows.length + 1, active: true, ...team };
    rows.push(row);
    return row.id;
  };
  for (const club of seedClubs.filter((row) => !row.isAdmin)) {
    const codes = [...(club.rugbyUnion ? (["union"] as const) : []), ...(club.rugbyLeague ? (["league"] as const) : [])];
    for (const code of codes) add({ clubId: club.id, nameEn: club.name, nameEl: clubsInGreek[club.id]?.nameEl ?? null, kind: "men", ageGroup: "senior", code });
  }
  for (const team of EXTRA_TEAMS) add(team);

  return {
    ofClub(clubId, code) {
      const team = rows.find((row) => row.clubId === clubId && row.kind === "men" && row.ageGroup === "senior" && row.code && competitionCodeOf(row.code) === code);
      if (!team) throw new Error(`Seed: club ${clubId} fields no ${code} team`);
      return team.id;
    },
    guest(name, abbreviation = null) {
      const key = guestKey(name);
      return rows.find((row) => row.guestKey === key)?.id ?? add({ clubId: null, nameEn: name.trim(), nameEl: teamsInGreek[name] ?? null, abbreviation, guestKey: key });
    },
    rows: () => rows,
  };
}
