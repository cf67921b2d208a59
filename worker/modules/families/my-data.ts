/**
 * /api/me/data: a person's data (issue 24, point 8).
 *
 * - GET: everything the register holds about the person and their children, as a JSON download
 *   (GDPR art. 15, access, and art. 20, portability). Secrets (password hash, tokens, the
 *   authenticator's secret) and sessions are left out.
 * - GET /visibility and PUT /visibility `{ personId, publicProfile }`: whether the person, or one
 *   of their children, shows on public pages (name, club, team and position). A minor is never
 *   public unless a parent opts in: a minor with their own login may opt out, not in.
 * - POST /erasure `{ includeChildren? }` (GDPR art. 17): families/erasure.ts says what goes and
 *   what stays; every session of the person ends. Refused (409) for the federation's last super
 *   admin and a club's last club admin.
 */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { isMinorOn } from "../../../domain/registrations/seasons";
import { todayIso } from "../../../schema/athens-time";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { erasureSchema, visibilitySchema } from "../../../schema/registration-requests";
import { academyRegistrations, clubs, persons, type Person } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import { guardians, registrations, transfers } from "../../../schema/tables/registrations";
import { getDb, type Db } from "../../platform/db";
import type { AppEnv } from "../../platform/env";
import { forbidden } from "../../platform/errors/api-error";
import { createMiddleware } from "hono/factory";
import { emptyBodyAsEmptyObject, validate } from "../../platform/http/validate";
import { requirePerson } from "../../platform/sessions/auth-guards";
import { fullName } from "../../platform/sessions/people";
import { clearSessionCookie, endOtherSessions } from "../../platform/sessions/sessions";
import { registrationViews } from "../registrations/registration-views";
import { checkNotLastAdmin, erasureStatements } from "./erasure";
import { childrenOf, ownChild } from "./family-records";
import { isNoLoginEmail } from "./no-login";

/** A person's own details, without their secrets. */
const details = (person: Person) => ({
  id: person.id,
  email: isNoLoginEmail(person.email) ? null : person.email,
  firstName: person.firstName,
  lastName: person.lastName,
  phoneNumber: person.phoneNumber,
  dateOfBirth: person.dateOfBirth,
  profilePicture: person.profilePicture,
  position: person.position,
  height: person.height,
  weight: person.weight,
  bio: person.bio,
  clubId: person.clubId,
  language: person.language,
  hasLogin: person.hasLogin,
  isVerified: person.isVerified,
  healthCardExpiresOn: person.healthCardExpiresOn,
  publicProfile: person.publicProfile,
  lastLoginAt: person.lastLoginAt,
  createdAt: person.createdAt,
});

const rolesOf = (db: Db, personId: number) =>
  db
    .select({ role: personRoles.role, clubId: personRoles.clubId, clubName: clubs.name, teamId: personRoles.teamId, since: personRoles.createdAt })
    .from(personRoles)
    .leftJoin(clubs, eq(clubs.id, personRoles.clubId))
    .where(eq(personRoles.personId, personId))
    .all();

const transfersOf = (db: Db, personId: number) => db.select().from(transfers).where(eq(transfers.personId, personId)).orderBy(desc(transfers.id)).all();

/** One person's part of the download: details, roles, registrations (with licence numbers) and transfers. */
async function personData(db: Db, person: Person) {
  return {
    person: details(person),
    roles: await rolesOf(db, person.id),
    registrations: await registrationViews(db, eq(registrations.personId, person.id), { personal: true }),
    transfers: await transfersOf(db, person.id),
  };
}

/** The person's data as downloaded: their own, their parents' consents, their children's, and their academy forms. */
async function everything(db: Db, person: Person) {
  const children = await childrenOf(db, person.id);
  const parents = await db
    .select({ parentId: guardians.parentId, firstName: persons.firstName, lastName: persons.lastName, consentAt: guardians.consentAt })
    .from(guardians)
    .innerJoin(persons, eq(persons.id, guardians.parentId))
    .where(eq(guardians.childId, person.id))
    .all();
  return {
    exportedAt: new Date().toISOString(),
    about: "Your data held by the Hellenic Rugby Federation's Rugby Hellas (GDPR art. 15 and 20). Passwords, security keys and sessions are not included.",
    ...(await personData(db, person)),
    parents: parents.map((parent) => ({ personId: parent.parentId, name: fullName(parent), consentAt: parent.consentAt })),
    children: await Promise.all(children.map(async (child) => ({ consentAt: child.consentAt, ...(await personData(db, child.person)) }))),
    academyRegistrations: isNoLoginEmail(person.email) ? [] : await db.select().from(academyRegistrations).where(eq(academyRegistrations.email, person.email)).all(),
  };
}

/** The person and their children: whose visibility they may change. */
async function visibleOnes(db: Db, person: Person) {
  const today = todayIso();
  const children = await childrenOf(db, person.id);
  const row = (one: Person, asParent: boolean) => {
    const isMinor = isMinorOn(one.dateOfBirth, today);
    return { personId: one.id, firstName: one.firstName, lastName: one.lastName, isMinor, publicProfile: one.publicProfile, canOptIn: asParent || !isMinor };
  };
  return [row(person, false), ...children.map((child) => row(child.person, true))];
}

const fileDate = () => todayIso();
/** Erasure may be asked with no body at all. (This router's own instance, as invitations.ts explains.) */
const emptyBody = createMiddleware((c, next) => emptyBodyAsEmptyObject(c, next));

export const myData = new Hono<AppEnv>()
  .get("/", requirePerson, async (c) => {
    const data = await everything(getDb(c.env), c.var.person);
    c.header("Content-Disposition", `attachment; filename="rugby-hellas-my-data-${fileDate()}.json"`);
    c.header("Cache-Control", "no-store");
    return c.json(data, 200);
  })
  .get("/visibility", requirePerson, async (c) => c.json(await visibleOnes(getDb(c.env), c.var.person), 200))
  .put("/visibility", requirePerson, validate("json", visibilitySchema), async (c) => {
    const { personId, publicProfile } = c.req.valid("json");
    const db = getDb(c.env);
    const self = c.var.person;
    if (personId === self.id) {
      // A minor is never public unless a parent opts in (issue 24, point 8): opting out is always theirs.
      if (publicProfile && isMinorOn(self.dateOfBirth, todayIso())) throw forbidden(r.minorNotPublic);
    } else {
      await ownChild(db, self.id, personId);
    }
    const [, [fresh]] = await db.batch([db.update(persons).set({ publicProfile }).where(eq(persons.id, personId)), db.select().from(persons).where(eq(persons.id, self.id))]);
    return c.json((await visibleOnes(db, fresh ?? self)).find((row) => row.personId === personId), 200);
  })
  .post("/erasure", requirePerson, emptyBody, validate("json", erasureSchema), async (c) => {
    const { includeChildren } = c.req.valid("json");
    const db = getDb(c.env);
    const self = c.var.person;
    await checkNotLastAdmin(db, self.id);
    const children = includeChildren ? (await childrenOf(db, self.id)).map((child) => child.person.id) : [];
    const erased = [self.id, ...children];
    const now = new Date().toISOString();
    const [first, ...rest] = erased.flatMap((personId) => erasureStatements(db, personId, now));
    await db.batch([first!, ...rest]);
    await Promise.all(erased.map((personId) => endOtherSessions(c, personId)));
    clearSessionCookie(c, "user");
    clearSessionCookie(c, "club");
    return c.json({ erased }, 200);
  });

