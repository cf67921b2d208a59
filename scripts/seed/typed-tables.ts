/**
 * The demo's typed tables (issue 22: every table belongs to a competition): the rows the demo
 * seeded as the SPEC's `standings` are the approved rows of a manual competition of their code
 * and season, not featured (the featured tables are computed from results). Each club sees its
 * row on the dashboard's standings screen and proposes changes there; Athens has one waiting, so
 * the federation's approval queue has something to show.
 */
import { rulesFromPreset } from "../../domain/standings/presets";
import type { competitions, entrants, manualRows, standingProposals } from "../../schema/tables/competitions";
import { seedTypedTables } from "./data";
import type { SeedTeams } from "./teams";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];
type Ids = { competition: number; entrant: number };

export function seedTypedTableRows(teams: SeedTeams, firstIds: Ids) {
  const tables: Insert<typeof competitions>[] = [];
  const entrantRows: Insert<typeof entrants>[] = [];
  const rows: Insert<typeof manualRows>[] = [];
  const proposals: Insert<typeof standingProposals>[] = [];
  for (const code of ["union", "league"] as const) {
    const ofCode = seedTypedTables.filter((row) => row.rugbyType === code);
    const season = ofCode[0]!.season;
    const competitionId = firstIds.competition + tables.length;
    const preset = code === "union" ? "world-rugby" : "rugby-league";
    tables.push({
      id: competitionId,
      slug: `${code}-typed-table-${season}`,
      nameEn: `${code === "union" ? "Rugby Union" : "Rugby League"} table ${season}`,
      nameEl: `Βαθμολογία ράγκμπι ${code === "union" ? "γιούνιον" : "λιγκ"} ${season}`,
      code,
      season,
      kind: "manual",
      featured: false,
      preset,
      rules: rulesFromPreset(preset),
    });
    for (const { teamName, clubId, played, won, drawn, lost, pointsFor, pointsAgainst, points } of ofCode) {
      const entrantId = firstIds.entrant + entrantRows.length;
      entrantRows.push({ id: entrantId, competitionId, teamId: clubId ? teams.ofClub(clubId, code) : teams.guest(teamName) });
      rows.push({ competitionId, entrantId, played, won, drawn, lost, pointsFor, pointsAgainst, points });
      // Athens (club 1) has sent the federation its union row after one more win.
      if (clubId === 1 && code === "union") {
        proposals.push({ competitionId, entrantId, clubId, played: played + 1, won: won + 1, drawn, lost, pointsFor: pointsFor + 24, pointsAgainst: pointsAgainst + 10, points: points + 5 });
      }
    }
  }
  return { competitions: tables, entrants: entrantRows, manualRows: rows, proposals };
}
