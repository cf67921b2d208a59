import { describe, expect, it } from "vitest";
import { bornOnOrAfter, fitsAgeGroup, isAgeCutOff } from "./age-groups";
import { type EligibilityFixture, type EligibilityPerson, eligibilityFor, fixtureSeason } from "./eligibility";

const ATHENS = 7;
const PIRAEUS = 9;

/** A league fixture of Athens's senior union XV in 2026-27, on 15 November 2026. */
const fixture = (overrides: Partial<EligibilityFixture> = {}): EligibilityFixture => ({
  date: "2026-11-15",
  season: "2026-27",
  ageCutOff: "01-01",
  team: { clubId: ATHENS, code: "union", ageGroup: "senior" },
  ...overrides,
});

/** An adult licensed with Athens for 2026-27 in union, with a card valid to the end of the year. */
const person = (overrides: Partial<EligibilityPerson> = {}): EligibilityPerson => ({
  dateOfBirth: "1995-05-20",
  healthCardExpiresOn: "2026-12-31",
  licences: [{ clubId: ATHENS, season: "2026-27", code: "union", status: "licensed" }],
  ...overrides,
});

describe("eligibility for a fixture", () => {
  it("finds a licensed adult with a valid card eligible", () => {
    expect(eligibilityFor(person(), fixture())).toEqual({ eligible: true, reasons: [] });
  });

  it("keeps a card valid on the day it expires, and expired the day after", () => {
    expect(eligibilityFor(person({ healthCardExpiresOn: "2026-11-15" }), fixture()).reasons).toEqual([]);
    expect(eligibilityFor(person({ healthCardExpiresOn: "2026-11-14" }), fixture()).reasons).toEqual(["health-card-expired"]);
    expect(eligibilityFor(person({ healthCardExpiresOn: "2026-11-15" }), fixture({ date: "2026-11-16" })).reasons).toEqual(["health-card-expired"]);
  });

  it("counts a missing health card as expired", () => {
    expect(eligibilityFor(person({ healthCardExpiresOn: null }), fixture()).reasons).toEqual(["health-card-expired"]);
  });

  it("counts no licence with another club, in another code or season, or one not yet issued", () => {
    const refused = (licence: EligibilityPerson["licences"][number]) => eligibilityFor(person({ licences: [licence] }), fixture()).reasons;
    expect(refused({ clubId: PIRAEUS, season: "2026-27", code: "union", status: "licensed" })).toEqual(["no-licence"]);
    expect(refused({ clubId: ATHENS, season: "2026-27", code: "league", status: "licensed" })).toEqual(["no-licence"]);
    expect(refused({ clubId: ATHENS, season: "2025-26", code: "union", status: "licensed" })).toEqual(["no-licence"]);
    expect(refused({ clubId: ATHENS, season: "2026-27", code: "union", status: "pending-federation" })).toEqual(["no-licence"]);
    expect(eligibilityFor(person({ licences: [] }), fixture()).reasons).toEqual(["no-licence"]);
  });

  it("asks a sevens team for a sevens licence, not a union one", () => {
    const sevens = fixture({ team: { clubId: ATHENS, code: "sevens", ageGroup: "senior" } });
    expect(eligibilityFor(person(), sevens).reasons).toEqual(["no-licence"]);
    expect(eligibilityFor(person({ licences: [{ clubId: ATHENS, season: "2026-27", code: "sevens", status: "licensed" }] }), sevens).reasons).toEqual([]);
  });

  it("takes a friendly's season from its date: 31 August is the old season, 1 September the new one", () => {
    const friendly = (date: string) => fixture({ date, season: null, ageCutOff: null });
    const card = { healthCardExpiresOn: "2027-12-31" };
    const oldSeason = person({ ...card, licences: [{ clubId: ATHENS, season: "2025-26", code: "union", status: "licensed" }] });
    const newSeason = person({ ...card });
    expect(fixtureSeason(friendly("2026-08-31"))).toBe("2025-26");
    expect(fixtureSeason(friendly("2026-09-01"))).toBe("2026-27");
    expect(eligibilityFor(oldSeason, friendly("2026-08-31")).eligible).toBe(true);
    expect(eligibilityFor(oldSeason, friendly("2026-09-01")).reasons).toEqual(["no-licence"]);
    expect(eligibilityFor(newSeason, friendly("2026-08-31")).reasons).toEqual(["no-licence"]);
    expect(eligibilityFor(newSeason, friendly("2026-09-01")).eligible).toBe(true);
  });

  it("leaves the suspension to its hook: false today, a reason when it says so", () => {
    expect(eligibilityFor(person(), fixture(), { isSuspended: false }).reasons).toEqual([]);
    expect(eligibilityFor(person(), fixture(), { isSuspended: true })).toEqual({ eligible: false, reasons: ["suspended"] });
  });

  it("accumulates every reason, in a stable order", () => {
    const nobody = person({ dateOfBirth: "2010-03-01", healthCardExpiresOn: null, licences: [] });
    expect(eligibilityFor(nobody, fixture(), { isSuspended: true })).toEqual({
      eligible: false,
      reasons: ["no-licence", "health-card-expired", "suspended", "age-group"],
    });
  });
});

describe("the team's age group", () => {
  it("lets in an under-18 born exactly on the cut-off day of the season's first year minus 17, and not one a day older", () => {
    expect(bornOnOrAfter("u18", "2026-27", "01-01")).toBe("2009-01-01");
    const u18 = fixture({ team: { clubId: ATHENS, code: "union", ageGroup: "u18" } });
    expect(eligibilityFor(person({ dateOfBirth: "2009-01-01" }), u18).reasons).toEqual([]);
    expect(eligibilityFor(person({ dateOfBirth: "2008-12-31" }), u18).reasons).toEqual(["age-group"]);
  });

  it("moves the day with the competition's cut-off; a friendly uses 1 January", () => {
    expect(bornOnOrAfter("u14", "2026-27", "09-01")).toBe("2013-09-01");
    const u14 = (ageCutOff: string | null, season: string | null) => fixture({ season, ageCutOff, team: { clubId: ATHENS, code: "union", ageGroup: "u14" } });
    const nikos = person({ dateOfBirth: "2013-08-31" });
    expect(eligibilityFor(nikos, u14("01-01", "2026-27")).reasons).toEqual([]);
    expect(eligibilityFor(nikos, u14("09-01", "2026-27")).reasons).toEqual(["age-group"]);
    expect(eligibilityFor(person({ dateOfBirth: "2013-01-01" }), u14(null, null)).reasons).toEqual([]);
    expect(eligibilityFor(person({ dateOfBirth: "2012-12-31" }), u14(null, null)).reasons).toEqual(["age-group"]);
  });

  it("counts a senior from their 18th birthday on the fixture's date", () => {
    expect(fitsAgeGroup("2008-11-15", "senior", { date: "2026-11-15", season: "2026-27", ageCutOff: "01-01" })).toBe(true);
    expect(fitsAgeGroup("2008-11-16", "senior", { date: "2026-11-15", season: "2026-27", ageCutOff: "01-01" })).toBe(false);
  });

  it("never fits a person whose date of birth is unknown", () => {
    expect(fitsAgeGroup(null, "senior", { date: "2026-11-15", season: "2026-27", ageCutOff: "01-01" })).toBe(false);
    expect(fitsAgeGroup(null, "u12", { date: "2026-11-15", season: "2026-27", ageCutOff: "01-01" })).toBe(false);
  });

  it("takes a cut-off as MM-DD of a real day", () => {
    expect(["01-01", "09-01", "12-31", "02-28"].every(isAgeCutOff)).toBe(true);
    expect(["1-1", "13-01", "00-10", "04-31", "02-29", "02-30", "0101", "", "01-01x"].some(isAgeCutOff)).toBe(false);
  });
});
