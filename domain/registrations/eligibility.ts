/**
 * Who may play in a fixture (issue 24, point 6): one pure rule, read by the worker's eligibility
 * list and by the screens alike. On the fixture's date (an Athens calendar date, as fixtures keep it)
 * a person is eligible for a club's team when:
 * - they hold a licence (a `licensed` registration) with the team's club, for the fixture's season
 *   (the competition's; a friendly's is the season its date falls in) and the team's code (a sevens
 *   team needs a sevens licence);
 * - their health card is valid that day (it expires at the end of its expiry day; none is expired);
 * - they are not suspended (the disciplinary issue fills `isSuspended`; false until then);
 * - their age fits the team's age group on the competition's cut-off day (./age-groups.ts).
 * Every reason that holds is given, in INELIGIBILITY_REASONS order.
 */
import type { TeamAgeGroup, TeamCode } from "../teams/team";
import { fitsAgeGroup } from "./age-groups";
import type { IneligibilityReason } from "./eligibility-reasons";
import { seasonOfDate } from "./seasons";
import type { LicenceCode, RegistrationStatus } from "./statuses";

/** A registration as the rule reads it: only a `licensed` one counts. */
export type EligibilityLicence = { clubId: number; season: string; code: LicenceCode; status: RegistrationStatus };

export type EligibilityPerson = {
  /** YYYY-MM-DD; null when unknown (then no age group fits). */
  dateOfBirth: string | null;
  /** The health card's last valid day, YYYY-MM-DD; null when none was recorded. */
  healthCardExpiresOn: string | null;
  /** The person's registrations (any club, season, code or state: the rule picks). */
  licences: readonly EligibilityLicence[];
};

export type EligibilityFixture = {
  /** The fixture's Athens calendar date, YYYY-MM-DD. */
  date: string;
  /** The competition's season; null for a friendly (its season is its date's). */
  season: string | null;
  /** The competition's cut-off day, `MM-DD`; null for a friendly (the default, 1 January). */
  ageCutOff: string | null;
  /** The side the person would play for: a club's team. */
  team: { clubId: number; code: TeamCode; ageGroup: TeamAgeGroup };
};

/** What the rule is told besides the person and the fixture. */
export type EligibilityContext = {
  /** Whether the person is suspended on the fixture's date: the disciplinary issue's hook (false until then). */
  isSuspended?: boolean;
};

export type Eligibility = { eligible: boolean; reasons: IneligibilityReason[] };

/** The season a fixture is played in: its competition's, or for a friendly the one its date falls in. */
export const fixtureSeason = (fixture: Pick<EligibilityFixture, "date" | "season">) => fixture.season ?? seasonOfDate(fixture.date);

export function eligibilityFor(person: EligibilityPerson, fixture: EligibilityFixture, context: EligibilityContext = {}): Eligibility {
  const season = fixtureSeason(fixture);
  const { team, date } = fixture;
  const licensed = person.licences.some(
    (licence) => licence.status === "licensed" && licence.clubId === team.clubId && licence.season === season && licence.code === team.code,
  );
  const checks: [IneligibilityReason, boolean][] = [
    ["no-licence", !licensed],
    ["health-card-expired", person.healthCardExpiresOn == null || person.healthCardExpiresOn < date],
    ["suspended", context.isSuspended === true],
    ["age-group", !fitsAgeGroup(person.dateOfBirth, team.ageGroup, { date, season, ageCutOff: fixture.ageCutOff })],
  ];
  const reasons = checks.filter(([, fails]) => fails).map(([reason]) => reason);
  return { eligible: reasons.length === 0, reasons };
}
