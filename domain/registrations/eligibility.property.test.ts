/** The eligibility rule's boundaries, over random days, seasons, groups and cut-offs (fast-check). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TEAM_AGE_GROUPS, TEAM_CODES, type TeamAgeGroup, type TeamCode } from "../teams/team";
import { bornOnOrAfter, fitsAgeGroup } from "./age-groups";
import { type EligibilityFixture, type EligibilityPerson, eligibilityFor, fixtureSeason } from "./eligibility";
import { INELIGIBILITY_REASONS } from "./eligibility-reasons";
import { seasonOfDate, seasonSpan } from "./seasons";
import { LICENCE_CODES, REGISTRATION_STATUSES } from "./statuses";

const CLUB = 7;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => iso(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);

/** A calendar day from 2000 to 2060, leap days included. */
const dayArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 11, 31) }).map((time) => iso(time - (time % 86_400_000)));
const cutOffArb = fc.record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) }).map(({ month, day }) => `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
const underArb = fc.constantFrom(...TEAM_AGE_GROUPS.filter((group): group is Exclude<TeamAgeGroup, "senior"> => group !== "senior"));

/** A fixture on `date` whose competition's season is the date's, and a person who meets every condition. */
function allowed(date: string, code: TeamCode = "union", ageGroup: TeamAgeGroup = "senior") {
  const season = seasonOfDate(date);
  const fixture: EligibilityFixture = { date, season, ageCutOff: "01-01", team: { clubId: CLUB, code, ageGroup } };
  const dateOfBirth = ageGroup === "senior" ? addDays(date, -365 * 30) : bornOnOrAfter(ageGroup, season);
  const person: EligibilityPerson = { dateOfBirth, healthCardExpiresOn: date, licences: [{ clubId: CLUB, season, code, status: "licensed" }] };
  return { fixture, person };
}

describe("eligibility's boundaries", () => {
  it("keeps a card valid through its expiry day, and expired from the next day", () => {
    fc.assert(
      fc.property(dayArb, fc.oneof(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -400, max: 400 })), (date, offset) => {
        const { fixture, person } = allowed(date);
        const expiresOn = addDays(date, offset);
        const reasons = eligibilityFor({ ...person, healthCardExpiresOn: expiresOn }, fixture).reasons;
        expect(reasons.includes("health-card-expired")).toBe(offset < 0);
      }),
    );
  });

  it("lets in an under-N born on the cut-off day, and never one born the day before", () => {
    fc.assert(
      fc.property(dayArb, underArb, cutOffArb, (date, group, ageCutOff) => {
        const season = seasonOfDate(date);
        const first = bornOnOrAfter(group, season, ageCutOff);
        const rule = { date, season, ageCutOff };
        expect(first.slice(5)).toBe(ageCutOff);
        expect(Number(first.slice(0, 4))).toBe(Number(season.slice(0, 4)) - (Number(group.slice(1)) - 1));
        expect(fitsAgeGroup(first, group, rule)).toBe(true);
        expect(fitsAgeGroup(addDays(first, 1), group, rule)).toBe(true);
        expect(fitsAgeGroup(addDays(first, -1), group, rule)).toBe(false);
      }),
    );
  });

  it("counts a senior from their 18th birthday", () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -3, max: 3 }), (date, offset) => {
        const eighteenth = `${Number(date.slice(0, 4)) - 18}${date.slice(4)}`;
        const born = addDays(eighteenth, offset);
        const rule = { date, season: seasonOfDate(date), ageCutOff: null };
        expect(fitsAgeGroup(born, "senior", rule)).toBe(born <= eighteenth);
      }),
    );
  });

  it("puts a friendly on a season's first and last days in that season", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2060 }), (year) => {
        const season = `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
        const { first, last } = seasonSpan(season);
        expect(fixtureSeason({ date: first, season: null })).toBe(season);
        expect(fixtureSeason({ date: last, season: null })).toBe(season);
        expect(fixtureSeason({ date: addDays(first, -1), season: null })).not.toBe(season);
        expect(fixtureSeason({ date: addDays(last, 1), season: null })).not.toBe(season);
        // A licence of the season makes a friendly on its last day playable, and one the day after not.
        const { fixture, person } = allowed(last);
        const friendly = { ...fixture, season: null, ageCutOff: null };
        const longCard = { ...person, healthCardExpiresOn: addDays(last, 30) };
        expect(eligibilityFor(longCard, friendly).reasons).toEqual([]);
        expect(eligibilityFor(longCard, { ...friendly, date: addDays(last, 1) }).reasons).toEqual(["no-licence"]);
      }),
    );
  });

  it("never counts a licence with another club, or in another code, season or state", () => {
    const licenceArb = fc.record({
      clubId: fc.integer({ min: 1, max: 20 }),
      season: fc.constantFrom("2025-26", "2026-27", "2027-28", "2026"),
      code: fc.constantFrom(...LICENCE_CODES),
      status: fc.constantFrom(...REGISTRATION_STATUSES),
    });
    fc.assert(
      fc.property(fc.array(licenceArb, { maxLength: 6 }), fc.constantFrom(...TEAM_CODES), (licences, code) => {
        const { fixture, person } = allowed("2026-11-15", code);
        const counts = licences.some((licence) => licence.clubId === CLUB && licence.season === "2026-27" && licence.code === code && licence.status === "licensed");
        expect(eligibilityFor({ ...person, licences }, fixture).reasons.includes("no-licence")).toBe(!counts);
      }),
    );
  });

  it("gives exactly the reasons that hold, in order, and is eligible only with none", () => {
    fc.assert(
      fc.property(dayArb, underArb, fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (date, group, noLicence, noCard, suspended, tooOld) => {
        const { fixture, person } = allowed(date, "union", group);
        const failing = {
          ...person,
          licences: noLicence ? [] : person.licences,
          healthCardExpiresOn: noCard ? null : person.healthCardExpiresOn,
          dateOfBirth: tooOld ? addDays(person.dateOfBirth!, -1) : person.dateOfBirth,
        };
        const expected = INELIGIBILITY_REASONS.filter((_, index) => [noLicence, noCard, suspended, tooOld][index]);
        expect(eligibilityFor(failing, fixture, { isSuspended: suspended })).toEqual({ eligible: expected.length === 0, reasons: expected });
      }),
    );
  });
});
