import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { federationRolesOf } from "../../../domain/people/roles";
import { accountMessages, apiMessages } from "../../../schema/messages";
import { actingClubSchema } from "../../../schema/people-requests";
import { adminLoginSchema, clubRegistrationSchema, loginSchema } from "../../../schema/requests";
import { clubs, persons } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import { isDemoMode, type AppEnv } from "../../platform/env";
import { requestLanguage } from "../../platform/http/language";
import { federationClub, fullName, rolesOf } from "../../platform/sessions/people";
import { actingFor } from "../../platform/sessions/session";
import { clubAdminWrites } from "../people/club-admins";
import { emailTaken } from "./accounts";
import { isUniqueViolation } from "../../platform/db";
import { assertClubNamesFree, clubNameKeyWrites, isNameKeyViolation, nameTaken } from "../clubs/club-names";
import { newClubTeams } from "../teams/teams";
import { registrationMails } from "./club-registration-mail";
import { clubSessionView, completeClubSignIn, signInClub } from "./club-sign-in";
import { authenticateClub } from "./credentials";
import { getDb } from "../../platform/db";
import { badRequest, forbidden, notFound } from "../../platform/errors/api-error";
import { hashPassword } from "../../platform/sessions/password";
import { ownClub } from "../clubs/serialize";
import { endImpersonations } from "../../platform/sessions/impersonation";
import { endSession, readSession, updateSession } from "../../platform/sessions/sessions";
import { emptyBodyAsEmptyObject, issuesToFields, validate } from "../../platform/http/validate";
import { requireClub } from "../../platform/sessions/auth-guards";
import { deliverSoon, queuedIds, queueMailsAfterChange } from "../../platform/mail/outbox";

/** Club sessions: /api/auth/* (SPEC section 7, "Club session"); since issue 23, a person acting for a club. */
export const auth = new Hono<AppEnv>()
  .post("/login", validate("json", loginSchema), async (c) => {
    const credentials = c.req.valid("json");
    const { person, club } = await authenticateClub(c, credentials);
    return c.json(await signInClub(c, person, club), 200);
  })
  /**
   * The session check: 401 means signed out. While an admin acts as this club, `impersonation`
   * names the admin and when it ends (the app's banner shows it).
   */
  .get("/me", requireClub, async (c) => {
    const acting = c.var.impersonation;
    // The club acted as is the session's club: its Greek name is for a Greek banner (issue 21).
    const impersonation = acting ? { adminName: acting.adminName, personName: fullName(c.var.person), clubName: acting.clubName, clubNameEl: c.var.club.nameEl, reason: acting.reason, expiresAt: acting.expiresAt } : null;
    return c.json({ ...(await clubSessionView(c, c.var)), impersonation }, 200);
  })
  /** Issue 23: picks the club the person acts for (the header's menu); 403 where they hold no role. */
  .post("/acting-club", requireClub, validate("json", actingClubSchema), async (c) => {
    if (c.var.impersonation) throw forbidden(accountMessages.notAMember);
    const session = await readSession(c, "club");
    const db = getDb(c.env);
    const acting = await actingFor(db, c.var.person, c.var.roles, c.req.valid("json").clubId);
    if (!session || !acting || acting.club.id !== c.req.valid("json").clubId) throw forbidden(accountMessages.notAMember);
    await updateSession(c, session, { actingClubId: acting.club.id });
    return c.json({ ...(await clubSessionView(c, acting)), impersonation: null }, 200);
  })
  /** Ends the club session, if any, and any impersonation it was running; signing out twice is not an error. */
  .post("/logout", async (c) => {
    const session = await readSession(c, "club");
    if (session) await endImpersonations(getDb(c.env), session.id);
    await endSession(c, "club");
    return c.json({ message: apiMessages.loggedOut }, 200);
  })
  /**
   * With `{ email, password }`: signs in a person with a federation role only (a correct other
   * person gets 403 and no session). With no credentials: the SPEC's one-button demo login (the
   * first demo super admin), only while DEMO_MODE is on.
   */
  .post("/admin-login", emptyBodyAsEmptyObject, validate("json", adminLoginSchema), async (c) => {
    const body = c.req.valid("json") ?? {};
    const db = getDb(c.env);
    if (body.email === undefined && body.password === undefined) {
      if (!isDemoMode(c.env)) throw forbidden(accountMessages.demoLoginDisabled);
      const admin = await db
        .select({ person: persons })
        .from(personRoles)
        .innerJoin(persons, eq(persons.id, personRoles.personId))
        .where(and(eq(personRoles.role, "super-admin"), eq(persons.isDemo, true), eq(persons.isActive, true)))
        .orderBy(asc(personRoles.id))
        .limit(1)
        .get();
      if (!admin) throw notFound(apiMessages.noAdminAccount);
      const federation = await federationClub(db);
      return c.json(await completeClubSignIn(c, admin.person, await rolesOf(db, admin.person.id), federation?.id ?? 0), 200);
    }
    // Half a pair of credentials: report the missing one with its SPEC message.
    const credentials = v.safeParse(loginSchema, { email: body.email ?? "", password: body.password ?? "" });
    if (!credentials.success) {
      const fields = issuesToFields(credentials.issues);
      throw badRequest(Object.values(fields)[0]!, fields);
    }
    const { person } = await authenticateClub(c, credentials.output);
    const roles = await rolesOf(db, person.id);
    if (federationRolesOf(roles).length === 0) throw forbidden(accountMessages.notAdmin);
    const federation = await federationClub(db);
    return c.json(await signInClub(c, person, federation), 200);
  });

/**
 * POST /api/clubs/register, mounted at /clubs/register before /clubs/{id}. Registration does not
 * sign in (SPEC section 4): the club logs in next.
 */
export const clubRegistration = new Hono<AppEnv>().post("/", validate("json", clubRegistrationSchema), async (c) => {
  const { password, description, ...details } = c.req.valid("json");
  const db = getDb(c.env);
  const existing = await db.query.clubs.findFirst({ columns: { id: true }, where: eq(clubs.email, details.email) });
  const person = await db.query.persons.findFirst({ columns: { id: true }, where: eq(persons.email, details.email) });
  if (existing || person) throw emailTaken();
  await assertClubNamesFree(db, details);
  try {
    // Its mails go right after the insert, in its batch: the first names the new club's id (worker/platform/mail).
    const mails = queueMailsAfterChange(db, (clubId) => registrationMails(c.env, c.req.raw, { ...details, id: clubId }));
    const [[club], ...written] = await db.batch([
      db
        .insert(clubs)
        // A new club waits for the federation's approval before it appears anywhere in public.
        .values({ ...details, description: description || null, isClaimed: true, isAdmin: false, isVerified: false, status: "pending" })
        .returning(),
      ...mails,
      // Its first club admin (issue 23): the person who registered, signing in with this address.
      ...clubAdminWrites(db, { email: details.email }, { email: details.email, passwordHash: await hashPassword(password), name: details.responsiblePersonName, language: requestLanguage(c) }),
      // Its names are its own from now on, in the same transaction (schema/tables/club-names.ts).
      ...clubNameKeyWrites(db, details, { email: details.email }),
      // Its teams (issue 22): a senior men's side for each code it plays, named as the club.
      ...newClubTeams(db, { email: details.email }, details, details),
    ]);
    c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds(written.slice(0, mails.length))));
    return c.json(ownClub(club!), 201);
  } catch (error) {
    // Two registrations racing for one e-mail or one name: the unique indexes decide.
    if (isNameKeyViolation(error)) throw nameTaken();
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
});
