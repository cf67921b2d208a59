/**
 * The demo's people (issue 23). Every seeded sign-in is a person: the players (ids from 1), each
 * claimed club's club admin and the federation's super admin (id 100 + the club's id, signing in
 * with the club's address), and one person for every other role (ids from 200), in Athens RFC
 * (club 1) where the role is a club's. All are demo accounts: while DEMO_MODE is on they sign in
 * with the password alone, as the issue asks; everyone else with a federation role or as a club
 * admin sets up a second step.
 */
import { splitName } from "../../domain/people/names";
import type { Role } from "../../domain/people/roles";
import type { persons } from "../../schema/tables";
import { seedClubs, seedUsers } from "./data";

/** The password of every demo person of a role that is not a club's first admin or a player. */
export const ROLE_PASSWORD = "RoleDemo2026!";

type SeedPerson = Omit<typeof persons.$inferInsert, "passwordHash" | "createdAt"> & { id: number; password: string | null };
type SeedRole = { id: number; personId: number; role: Role; clubId: number | null };

const CLUB_PERSON_OFFSET = 100;

/** One demo person for each role a club admin or the federation does not already show. */
const ROLE_PEOPLE: { email: string; firstName: string; lastName: string; roles: { role: Role; clubId: number | null }[] }[] = [
  // A secretary who also scores for a second club: the header lets them pick the club they act for.
  { email: "secretary@rugbyhellas.gr", firstName: "Katerina", lastName: "Nikolaou", roles: [{ role: "secretary", clubId: 1 }, { role: "scorer", clubId: 2 }] },
  { email: "manager@rugbyhellas.gr", firstName: "Giannis", lastName: "Vlachos", roles: [{ role: "team-manager", clubId: 1 }] },
  { email: "scorer@rugbyhellas.gr", firstName: "Sofia", lastName: "Antoniou", roles: [{ role: "scorer", clubId: 1 }] },
  { email: "competitions@rugbyhellas.gr", firstName: "Petros", lastName: "Dimitriou", roles: [{ role: "competitions", clubId: null }] },
  { email: "registrar@rugbyhellas.gr", firstName: "Anna", lastName: "Konstantinou", roles: [{ role: "registrar", clubId: null }] },
  { email: "moderator@rugbyhellas.gr", firstName: "Christos", lastName: "Ioannou", roles: [{ role: "moderator", clubId: null }] },
  { email: "referee@rugbyhellas.gr", firstName: "Vasilis", lastName: "Makris", roles: [{ role: "referee", clubId: null }] },
  { email: "parent@rugbyhellas.gr", firstName: "Despina", lastName: "Alexiou", roles: [{ role: "parent", clubId: null }] },
];

export function seedPeople(): { people: SeedPerson[]; roles: SeedRole[] } {
  const people: SeedPerson[] = [];
  const roles: Omit<SeedRole, "id">[] = [];
  for (const { password, ...user } of seedUsers) {
    people.push({ ...user, password, isDemo: true });
    roles.push({ personId: user.id, role: "player", clubId: null });
  }
  for (const club of seedClubs.filter((row) => row.password !== null)) {
    const id = CLUB_PERSON_OFFSET + club.id;
    people.push({ id, email: club.email, password: club.password, ...splitName(club.responsiblePersonName), isVerified: true, isDemo: true });
    roles.push(club.isAdmin ? { personId: id, role: "super-admin", clubId: null } : { personId: id, role: "club-admin", clubId: club.id });
  }
  ROLE_PEOPLE.forEach(({ roles: held, ...person }, index) => {
    const id = 200 + index;
    people.push({ id, ...person, password: ROLE_PASSWORD, isVerified: true, isDemo: true });
    for (const role of held) roles.push({ personId: id, ...role });
  });
  return { people, roles: roles.map((role, index) => ({ id: index + 1, ...role })) };
}
