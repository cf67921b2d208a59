/**
 * The demo's register (issue 24): the players licensed with their clubs this season, a family (the
 * demo parent and two children, one licensed with Athens' U14 and one waiting for the club), a
 * health card that expires within the month, registrations waiting for the club and for the
 * registrar, and an open transfer. (The U14's game in 8 days, own-fixtures.ts, shows the eligibility.)
 */
import { currentSeason } from "../../schema/season";
import type { persons } from "../../schema/tables";
import type { guardians, registrations, transfers } from "../../schema/tables/registrations";
import { licenceNumberFor } from "../../domain/registrations/statuses";
import { noLoginEmail } from "../../worker/modules/families/no-login";
import type { SeedTeam } from "./teams";

const day = (offsetDays: number, from: Date) => new Date(from.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const at = (offsetDays: number, from: Date) => new Date(from.getTime() + offsetDays * 86_400_000).toISOString();

/** The demo parent (scripts/seed/people.ts) and the children's ids. */
export const PARENT_ID = 207;
export const CHILD_IDS = [300, 301] as const;

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"] & { id: number };

type Named = { id: number; firstName: string; lastName: string; dateOfBirth?: string | null };

export function seedRegister(today: Date, teams: SeedTeam[], people: readonly Named[]) {
  const season = currentSeason(today);
  const teamId = (clubId: number, ageGroup: string, code = "union") => teams.find((t) => t.clubId === clubId && t.ageGroup === ageGroup && t.code === code && (ageGroup !== "senior" || t.kind === "men"))!.id;
  const u14 = teamId(1, "u14");
  const licensed = (id: number, personId: number, clubId: number, team: number | null, code: "union" | "league" | "sevens" = "union"): Row<typeof registrations> => ({
    id,
    personId,
    clubId,
    teamId: team,
    season,
    code,
    status: "licensed",
    licenceNumber: licenceNumberFor(id, season, code),
    source: "application",
    appliedBy: personId,
    clubDecidedAt: at(-40, today),
    federationDecidedAt: at(-38, today),
    licensedAt: at(-38, today),
  });

  const children: (Omit<Row<typeof persons>, "passwordHash"> & { password: null })[] = [
    { id: CHILD_IDS[0], email: noLoginEmail("demo-300"), password: null, firstName: "Nikos", lastName: "Alexiou", dateOfBirth: `${Number(season.slice(0, 4)) - 12}-05-10`, hasLogin: false, isVerified: true, isDemo: true, healthCardExpiresOn: day(20, today) },
    { id: CHILD_IDS[1], email: noLoginEmail("demo-301"), password: null, firstName: "Maria", lastName: "Alexiou", dateOfBirth: `${Number(season.slice(0, 4)) - 10}-03-02`, hasLogin: false, isVerified: true, isDemo: true },
  ];
  const family: Row<typeof guardians>[] = CHILD_IDS.map((childId, index) => ({ id: index + 1, parentId: PARENT_ID, childId, consentAt: at(-45, today) }));

  const rows: Row<typeof registrations>[] = [
    licensed(1, 1, 1, teamId(1, "senior")), // player@: Athens' XV
    licensed(2, 2, 3, teams.find((t) => t.clubId === 3 && t.kind === "women")!.id), // Eleni: White Tower Women
    licensed(3, 3, 2, teamId(2, "senior")), // Dimitris: Piraeus, asking to move to Athens
    licensed(4, 3, 5, teamId(5, "senior", "league"), "league"), // ... and league for Heraklion
    { ...licensed(5, CHILD_IDS[0], 1, u14), appliedBy: PARENT_ID },
    { id: 6, personId: CHILD_IDS[1], clubId: 1, teamId: teamId(1, "u12"), season, code: "union", status: "pending-club", appliedBy: PARENT_ID, createdAt: at(-2, today) },
    // Eleni's sevens registration, approved by White Tower, waits for the registrar.
    { id: 7, personId: 2, clubId: 3, teamId: null, season, code: "sevens", status: "pending-federation", appliedBy: 2, clubDecidedAt: at(-1, today), createdAt: at(-3, today) },
  ];
  const openTransfer: Row<typeof transfers>[] = [
    { id: 1, personId: 3, registrationId: 3, code: "union", season, fromClubId: 2, toClubId: 1, status: "open", requestedBy: 3, objectionDeadline: at(5, today), createdAt: at(-2, today) },
  ];
  // The licensed players' roster entries (the register's view, worker/modules/registrations/roster-entries.ts).
  const everyone = [...people, ...children];
  const entries = rows
    .filter((row) => row.status === "licensed")
    .map((row, index) => {
      const person = everyone.find((candidate) => candidate.id === row.personId)!;
      return { id: 1000 + index, registrationId: row.id, clubId: row.clubId, name: `${person.firstName} ${person.lastName}`, dateOfBirth: person.dateOfBirth ?? "", position: "", jerseyNumber: null, height: null, weight: null };
    });
  // Valid cards for the adult players (the child's expires within the month, above).
  const healthCards = new Map([1, 2, 3].map((id) => [id, day(200, today)]));
  return { children, family, registrations: rows, transfers: openTransfer, entries, healthCards };
}
