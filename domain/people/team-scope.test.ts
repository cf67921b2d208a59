import { describe, expect, it } from "vitest";
import { clubCanForTeams, type HeldRole } from "./roles";

const CLUB = 7;
const TEAM = 70;
const OTHER_TEAM = 71;

describe("team scope: results and live scoring for a team's fixtures", () => {
  it("a scorer for the whole club may score any fixture of the club", () => {
    const roles: HeldRole[] = [{ role: "scorer", clubId: CLUB, teamId: null }];
    expect(clubCanForTeams(roles, CLUB, "live", [TEAM, 99])).toBe(true);
    expect(clubCanForTeams(roles, CLUB, "results", [OTHER_TEAM, null])).toBe(true);
  });

  it("a scorer or team manager named for one team may act only for that team's fixtures", () => {
    for (const role of ["scorer", "team-manager"] as const) {
      const roles: HeldRole[] = [{ role, clubId: CLUB, teamId: TEAM }];
      expect(clubCanForTeams(roles, CLUB, "live", [TEAM, 99])).toBe(true);
      expect(clubCanForTeams(roles, CLUB, "results", [99, TEAM])).toBe(true);
      expect(clubCanForTeams(roles, CLUB, "live", [OTHER_TEAM, 99])).toBe(false);
      expect(clubCanForTeams(roles, CLUB, "results", [OTHER_TEAM, null])).toBe(false);
    }
  });

  it("a role in another club, or one that does not allow the capability, allows nothing", () => {
    expect(clubCanForTeams([{ role: "scorer", clubId: 8, teamId: null }], CLUB, "live", [TEAM])).toBe(false);
    expect(clubCanForTeams([{ role: "secretary", clubId: CLUB, teamId: null }], CLUB, "results", [TEAM])).toBe(false);
  });

  it("a second, club-wide role widens a team role", () => {
    const roles: HeldRole[] = [
      { role: "scorer", clubId: CLUB, teamId: TEAM },
      { role: "club-admin", clubId: CLUB, teamId: null },
    ];
    expect(clubCanForTeams(roles, CLUB, "live", [OTHER_TEAM])).toBe(true);
  });

  it("the federation's stand-in roles act for the whole federation club", () => {
    expect(clubCanForTeams([{ role: "competitions", clubId: null }], CLUB, "live", [OTHER_TEAM], true)).toBe(true);
    expect(clubCanForTeams([{ role: "registrar", clubId: null }], CLUB, "live", [OTHER_TEAM], true)).toBe(false);
  });
});
