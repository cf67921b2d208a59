/**
 * /api/registrations (issue 24, point 1): a person applies to register themselves, or one of their
 * children, with a club (and one of its teams) for a season and a code; their registrations and
 * their children's; and withdrawing one before it is decided.
 *
 * - The person registered is the signed-in person or their child (`guardians`), else 403.
 * - A child under 15 (the age of digital consent, Greek law 4624/2019 art. 21) needs a parent's
 *   recorded consent, else 400.
 * - The club is a member club (not the federation's own row); the team, if chosen, is that club's
 *   and plays the code (a sevens team for sevens ...), else 400.
 * - One pending or licensed registration per person, code and season (the partial unique index, so
 *   two applications at once cannot both pass): a second answers 409 naming the club holding it.
 * The applicant is mailed that it was received, in the same batch as the registration.
 */
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { ageOn, DIGITAL_CONSENT_AGE } from "../../../domain/registrations/seasons";
import { HOLDING_STATUSES } from "../../../domain/registrations/statuses";
import { messageLocale, MESSAGE_IDS_HEADER } from "../../../schema/api-language";
import { todayIso } from "../../../schema/athens-time";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { registrationSchema, type RegistrationInput } from "../../../schema/registration-requests";
import { clubs, persons } from "../../../schema/tables";
import { teams } from "../../../schema/tables/competitions";
import { guardians, registrations as registrationRows } from "../../../schema/tables/registrations";
import { getDb, isUniqueViolation, type Db } from "../../platform/db";
import type { AppEnv } from "../../platform/env";
import { badRequest, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { say } from "../../platform/http/language";
import { validate } from "../../platform/http/validate";
import { deliverSoon, queuedIds, queueMail } from "../../platform/mail/outbox";
import { greekName } from "../../platform/mail/mail";
import { siteOrigin } from "../../platform/mail/site-links";
import { requirePerson } from "../../platform/sessions/auth-guards";
import { assertCanTake, decide, factsOf, registrationIn } from "./registration-decisions";
import { applicantRecipients, registrationMails } from "./registration-mail";
import { asRegistrationView, registrationViewQuery, registrationViews } from "./registration-views";

/** SQL: the registrations of the person and of their children. */
const ownOrChildren = (personId: number): SQL =>
  or(eq(registrationRows.personId, personId), inArray(registrationRows.personId, sql`(select ${guardians.childId} from ${guardians} where ${guardians.parentId} = ${personId})`))!;

/** The person registered, when the applicant may register them: themselves, or their child (with the consent recorded). 403 otherwise. */
async function personToRegister(db: Db, applicantId: number, personId: number) {
  const [person, consents] = await Promise.all([
    db.select().from(persons).where(eq(persons.id, personId)).get(),
    db.select({ parentId: guardians.parentId, consentAt: guardians.consentAt }).from(guardians).where(eq(guardians.childId, personId)),
  ]);
  const isOwnChild = consents.some((row) => row.parentId === applicantId);
  if (!person || person.erasedAt || (personId !== applicantId && !isOwnChild)) throw notFound(r.notYourPerson);
  // Under 15 a parent's consent must be on record, with its date: the applicant's own, or the other parent's.
  const underConsentAge = person.dateOfBirth !== null && ageOn(person.dateOfBirth, todayIso()) < DIGITAL_CONSENT_AGE;
  if (underConsentAge && !consents.some((row) => row.consentAt.trim() !== "")) throw badRequest(r.consentRequired, { personId: r.consentRequired });
  return person;
}

/** 400 unless the club is a member club and the team (if any) is its own, of the registration's code. */
async function assertClubAndTeam(db: Db, { clubId, teamId, code }: RegistrationInput) {
  const [club, team] = await Promise.all([
    db.select({ isAdmin: clubs.isAdmin, isActive: clubs.isActive, status: clubs.status }).from(clubs).where(eq(clubs.id, clubId)).get(),
    teamId ? db.select({ clubId: teams.clubId, code: teams.code, active: teams.active }).from(teams).where(eq(teams.id, teamId)).get() : undefined,
  ]);
  if (!club || club.isAdmin || !club.isActive || club.status !== "approved") throw badRequest(r.clubNotMember, { clubId: r.clubNotMember });
  if (teamId && (!team || team.clubId !== clubId || !team.active)) throw badRequest(r.teamInvalid, { teamId: r.teamInvalid });
  if (team && team.code !== code) throw badRequest(r.teamWrongCode, { teamId: r.teamWrongCode });
}

/**
 * 409 naming the club that holds the person's place in this code and season, in the request's
 * language (the message has the club in it, so the app also gets `club` to word it itself).
 */
async function alreadyRegistered(c: Context, db: Db, { personId, season, code }: RegistrationInput) {
  const holder = await db
    .select({ id: clubs.id, name: clubs.name, nameEl: clubs.nameEl })
    .from(registrationRows)
    .innerJoin(clubs, eq(clubs.id, registrationRows.clubId))
    .where(and(eq(registrationRows.personId, personId), eq(registrationRows.season, season), eq(registrationRows.code, code), inArray(registrationRows.status, [...HOLDING_STATUSES])))
    .get();
  const language = messageLocale({ cookie: c.req.header("cookie"), acceptLanguage: c.req.header("accept-language"), messageIds: c.req.header(MESSAGE_IDS_HEADER) });
  const club = holder ? (language === "el" ? greekName(holder) : holder.name) : "";
  const message = `${say(language, r.alreadyRegistered)} ${club}`;
  return c.json({ message, code: "already_registered", club: holder ?? null }, 409);
}

const registrationId = (raw: string) => parseId(raw, r.registrationNotFound);

export const registrations = new Hono<AppEnv>()
  .use(requirePerson)
  /** The signed-in person's registrations and their children's, every season, newest first. */
  .get("/", async (c) => c.json(await registrationViews(getDb(c.env), ownOrChildren(c.var.person.id), { personal: true }), 200))
  .post("/", validate("json", registrationSchema), async (c) => {
    const input = c.req.valid("json");
    const db = getDb(c.env);
    const applicant = c.var.person;
    await personToRegister(db, applicant.id, input.personId);
    await assertClubAndTeam(db, input);
    const registration = { personId: input.personId, clubId: input.clubId, teamId: input.teamId, season: input.season, code: input.code, source: "application" as const, appliedBy: applicant.id };
    const facts = await factsOf(db, registration, siteOrigin(c.env, c.req.url));
    const mails = registrationMails(await applicantRecipients(db, input.personId), { step: "received" }, facts);
    try {
      const [, [row], ...queued] = await db.batch([
        db.insert(registrationRows).values(registration),
        registrationViewQuery(db, eq(registrationRows.id, sql`last_insert_rowid()`)),
        ...mails.map((mail) => queueMail(db, mail)),
      ]);
      c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds(queued)));
      return c.json(asRegistrationView(row!, { personal: true }), 201);
    } catch (error) {
      if (isUniqueViolation(error, "registrations")) return alreadyRegistered(c, db, input);
      throw error;
    }
  })
  /** The applicant (the person, or their parent) takes back a registration not yet decided. */
  .post("/:id/withdraw", async (c) => {
    const db = getDb(c.env);
    const registration = await registrationIn(db, registrationId(c.req.param("id")), ownOrChildren(c.var.person.id));
    assertCanTake(registration, "withdraw");
    const { view } = await decide(db, { registration, step: "withdraw", set: {}, actor: null, event: null, origin: "", now: new Date().toISOString() });
    return c.json(view, 200);
  });

