/**
 * What the transfer tests share: two clubs with their staff, a player licensed with the first (on
 * its roster), a parent with a licensed child, the registrar, and their sign-ins.
 */
import { eq } from "drizzle-orm";
import type { LicenceCode } from "../../../domain/registrations/statuses";
import { currentSeason } from "../../../schema/season";
import { persons } from "../../../schema/tables";
import { guardians, registrations, transfers } from "../../../schema/tables/registrations";
import { signedInAdmin } from "../../test/back-office";
import { createClub, createPerson, createPlayer, createTeam, createUser, db, signInClub, signInUser } from "../../test/helpers";
import { noLoginEmail } from "../families/no-login";

/** A licence for the current season, and its roster entry, as the registrar's approval leaves it. */
export async function license(personId: number, clubId: number, code: LicenceCode = "union", teamId: number | null = null) {
  const row = await db()
    .insert(registrations)
    .values({ personId, clubId, teamId, season: currentSeason(), code, status: "licensed", licenceNumber: `T-${crypto.randomUUID().slice(0, 12)}`, licensedAt: new Date(Date.now() - 30 * 86_400_000).toISOString() })
    .returning()
    .get();
  // Its roster entry, numbered by the club (written here: the roster's own statements are another area's).
  await createPlayer(clubId, { registrationId: row.id, jerseyNumber: 9 });
  await db().update(persons).set({ clubId }).where(eq(persons.id, personId));
  return row;
}

/** A club, its secretary (Greek-speaking) and its team manager, each signed in. */
export async function clubWithStaff() {
  const club = await createClub({ nameEl: null });
  const secretary = await createPerson({ firstName: "Sofia", language: "el" }, [{ role: "secretary", clubId: club.id }]);
  const manager = await createPerson({ firstName: "Manos" }, [{ role: "team-manager", clubId: club.id }]);
  const scorer = await createPerson({ firstName: "Stavros" }, [{ role: "scorer", clubId: club.id }]);
  const people = { secretary, manager, scorer, admin: (await db().query.persons.findFirst({ where: eq(persons.email, club.email) }))! };
  const cookies = new Map<keyof typeof people, Promise<string>>();
  // Signed in only when a test needs it (each sign-in hashes a password: slow on purpose).
  const cookie = (who: keyof typeof people) => cookies.get(who) ?? cookies.set(who, signInClub(people[who])).get(who)!;
  return { club, ...people, cookie };
}

/** Two clubs, a player licensed with the first (union), and the registrar. */
export async function transferScene() {
  const [from, to] = [await clubWithStaff(), await clubWithStaff()];
  const team = await createTeam(from.club.id);
  const player = await createUser({ firstName: "Petros", lastName: "Player" });
  const licence = await license(player.id, from.club.id, "union", team.id);
  await signedInAdmin(); // the federation's own row, which the registrar acts for
  const registrar = await createPerson({ isDemo: true, firstName: "Rena" }, [{ role: "registrar" }]);
  let registrarCookie: Promise<string> | undefined;
  return { from, to, player, licence, playerCookie: await signInUser(player), registrarCookie: () => (registrarCookie ??= signInClub(registrar)) };
}

/** A parent (with a login) and their child without one, licensed with `clubId`. */
export async function family(clubId: number) {
  const parent = await createUser({ firstName: "Pavlos", lastName: "Parent", language: "el" });
  const child = await createPerson({ firstName: "Nikos", lastName: "Child", email: noLoginEmail(crypto.randomUUID()), hasLogin: false, dateOfBirth: "2014-05-10" });
  await db().insert(guardians).values({ parentId: parent.id, childId: child.id, consentAt: new Date().toISOString() });
  const licence = await license(child.id, clubId);
  const parentCookie = await signInUser(parent);
  // A sign-in keeps the language it was made in: the parent reads Greek.
  await db().update(persons).set({ language: "el" }).where(eq(persons.id, parent.id));
  return { parent, child, licence, parentCookie };
}

/** Moves a transfer's deadline (as if it were asked `days` ago). */
export const ageTransfer = (id: number, deadline: Date) => db().update(transfers).set({ objectionDeadline: deadline.toISOString() }).where(eq(transfers.id, id));

export const transferRow = async (id: number) => (await db().query.transfers.findFirst({ where: eq(transfers.id, id) }))!;
