import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { accountMessages, apiMessages } from "../../../schema/messages";
import { adminLoginSchema, clubRegistrationSchema, loginSchema } from "../../../schema/requests";
import { clubs, type Club } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { emailTaken } from "./accounts";
import { isUniqueViolation } from "../../platform/db";
import { assertClubNamesFree, clubNameKeyWrites, isNameKeyViolation, nameTaken } from "../clubs/club-names";
import { newClubTeams } from "../teams/teams";
import { registrationMails } from "./club-registration-mail";
import { signInClub } from "./club-sign-in";
import { authenticateClub } from "./credentials";
import { getDb } from "../../platform/db";
import { badRequest, forbidden, notFound } from "../../platform/errors/api-error";
import { hashPassword } from "../../platform/sessions/password";
import { ownClub } from "../clubs/serialize";
import { endImpersonations } from "../../platform/sessions/impersonation";
import { endSession, readSession } from "../../platform/sessions/sessions";
import { emptyBodyAsEmptyObject, issuesToFields, validate } from "../../platform/http/validate";
import { requireClub } from "../../platform/sessions/auth-guards";
import { deliverSoon, queuedIds, queueMailsAfterChange } from "../../platform/mail/outbox";

/** DEMO_MODE is a string var ("true" locally, "false" in production); the generated type pins its default. */
const demoMode = (env: Env) => String(env.DEMO_MODE) === "true";

/** Club sessions: /api/auth/* (SPEC section 7, "Club session"). */
export const auth = new Hono<AppEnv>()
  .post("/login", validate("json", loginSchema), async (c) => {
    const club = await authenticateClub(c, c.req.valid("json"));
    return c.json(await signInClub(c, club), 200);
  })
  /**
   * The session check: 401 means signed out. While an admin acts as this club, `impersonation`
   * names the admin and when it ends (the app's banner shows it).
   */
  .get("/me", requireClub, (c) => {
    const acting = c.var.impersonation;
    // The club acted as is the session's club: its Greek name is for a Greek banner (issue 21).
    const impersonation = acting ? { adminName: acting.adminName, clubName: acting.clubName, clubNameEl: c.var.club.nameEl, reason: acting.reason, expiresAt: acting.expiresAt } : null;
    return c.json({ ...ownClub(c.var.club), impersonation }, 200);
  })
  /** Ends the club session, if any, and any impersonation it was running; signing out twice is not an error. */
  .post("/logout", async (c) => {
    const session = await readSession(c, "club");
    if (session) await endImpersonations(getDb(c.env), session.id);
    await endSession(c, "club");
    return c.json({ message: apiMessages.loggedOut }, 200);
  })
  /**
   * With `{ email, password }`: signs in an admin club only (a correct non-admin gets 403 and no
   * session). With no credentials: the SPEC's one-button demo login, only while DEMO_MODE is on.
   */
  .post("/admin-login", emptyBodyAsEmptyObject, validate("json", adminLoginSchema), async (c) => {
    const body = c.req.valid("json") ?? {};
    let club: Club;
    if (body.email === undefined && body.password === undefined) {
      if (!demoMode(c.env)) throw forbidden(accountMessages.demoLoginDisabled);
      const admin = await getDb(c.env).query.clubs.findFirst({
        where: and(eq(clubs.isAdmin, true), eq(clubs.isClaimed, true)),
        orderBy: asc(clubs.id),
      });
      if (!admin) throw notFound(apiMessages.noAdminAccount);
      club = admin;
    } else {
      // Half a pair of credentials: report the missing one with its SPEC message.
      const credentials = v.safeParse(loginSchema, { email: body.email ?? "", password: body.password ?? "" });
      if (!credentials.success) {
        const fields = issuesToFields(credentials.issues);
        throw badRequest(Object.values(fields)[0]!, fields);
      }
      club = await authenticateClub(c, credentials.output);
      if (!club.isAdmin) throw forbidden(accountMessages.notAdmin);
    }
    return c.json(await signInClub(c, club), 200);
  });

/**
 * POST /api/clubs/register, mounted at /clubs/register before /clubs/{id}. Registration does not
 * sign in (SPEC section 4): the club logs in next.
 */
export const clubRegistration = new Hono<AppEnv>().post("/", validate("json", clubRegistrationSchema), async (c) => {
  const { password, description, ...details } = c.req.valid("json");
  const db = getDb(c.env);
  const existing = await db.query.clubs.findFirst({ columns: { id: true }, where: eq(clubs.email, details.email) });
  if (existing) throw emailTaken();
  await assertClubNamesFree(db, details);
  try {
    // Its mails go right after the insert, in its batch: the first names the new club's id (worker/platform/mail).
    const mails = queueMailsAfterChange(db, (clubId) => registrationMails(c.env, c.req.raw, { ...details, id: clubId }));
    const [[club], ...written] = await db.batch([
      db
        .insert(clubs)
        // A new club waits for the federation's approval before it appears anywhere in public.
        .values({ ...details, description: description || null, passwordHash: await hashPassword(password), isClaimed: true, isAdmin: false, isVerified: false, status: "pending" })
        .returning(),
      ...mails,
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
