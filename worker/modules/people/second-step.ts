/**
 * The second step of a sign-in (issue 23): passkeys, an authenticator app (TOTP) and single-use
 * recovery codes.
 *
 * - /api/auth/second-step: a person who gave the right password and must pass a second step holds
 *   a pending club session (worker/modules/accounts/club-sign-in.ts). Here they pass it, and get
 *   the full session and what POST /api/auth/login answers. Wrong codes and passkeys count like
 *   wrong passwords (worker/platform/sessions/rate-limit.ts): 5 in 15 minutes per person, then 429.
 * - /api/me/second-step: a signed-in person sets up and removes their methods. The first method
 *   set up brings ten recovery codes; the last method cannot go while their roles need one.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { needsSecondStep, type HeldRole } from "../../../domain/people/roles";
import { peopleMessages as p } from "../../../schema/people-messages";
import { passkeyRegistrationSchema, secondStepSchema, totpConfirmSchema, type SecondStepInput } from "../../../schema/people-requests";
import { persons, type Person } from "../../../schema/tables";
import { passkeys } from "../../../schema/tables/people";
import { getDb, isUniqueViolation, type Db } from "../../platform/db";
import type { AppEnv } from "../../platform/env";
import { ApiError, badRequest, conflict, notFound, unauthorized } from "../../platform/errors/api-error";
import { validate } from "../../platform/http/validate";
import { requirePerson, type WithPerson } from "../../platform/sessions/auth-guards";
import { hasSecondStep, rolesOf } from "../../platform/sessions/people";
import { limitedPasswordCheck } from "../../platform/sessions/rate-limit";
import { credentialFingerprint, readSession, updateSession, type Session } from "../../platform/sessions/sessions";
import { completeClubSignIn } from "../accounts/club-sign-in";
import { authenticationOptions, passkeysOf, registrationOptions, verifiedAuthentication, verifiedRegistration } from "./passkeys";
import { newRecoveryCodes, recoveryCodesLeft, removeRecoveryCodes, useRecoveryCode } from "./recovery-codes";
import { newTotpSecret, totpStep, markTotpStepUsed, useTotpCode } from "./totp";

// ---- signing in: the second step ----------------------------------------------------------------

const notStarted = () => new ApiError(401, "second_step_not_started", p.secondStepNotStarted);

/** The pending club session and its person; 401 when there is none (or it no longer holds). */
async function pendingSignIn(c: Context<AppEnv>) {
  const session = await readSession(c, "club");
  if (!session || session.record.secondStep !== "pending") throw notStarted();
  const person = await getDb(c.env).query.persons.findFirst({ where: eq(persons.id, session.record.accountId) });
  if (!person || !person.isActive || session.record.credential !== (await credentialFingerprint(person.passwordHash))) throw notStarted();
  return { session, person };
}

/** Whether the step the person gave is right. A passkey's challenge is used up whatever the outcome. */
async function passes(c: Context<AppEnv>, person: Person, session: Session, step: SecondStepInput): Promise<boolean> {
  const db = getDb(c.env);
  switch (step.method) {
    case "totp":
      return !!person.totpSecret && (await useTotpCode(c.env.SESSIONS, person.id, person.totpSecret, step.code));
    case "recovery":
      return useRecoveryCode(db, person.id, step.code);
    case "passkey": {
      const challenge = session.record.challenge;
      if (!challenge) return false;
      await updateSession(c, session, { challenge: undefined });
      return verifiedAuthentication(c, db, person.id, step.response as unknown as AuthenticationResponseJSON, challenge);
    }
  }
}

/** Where a refusal is shown: under the code field, or under the passkey. */
const refusal = (step: SecondStepInput) =>
  step.method === "passkey" ? badRequest(p.passkeyFailed, { response: p.passkeyFailed }) : badRequest(p.secondStepInvalid, { code: p.secondStepInvalid });

export const secondStep = new Hono<AppEnv>()
  /** WebAuthn options for the person's passkeys; the challenge waits in the pending session. */
  .post("/passkey-options", async (c) => {
    const { session, person } = await pendingSignIn(c);
    const options = await authenticationOptions(c, getDb(c.env), person.id);
    await updateSession(c, session, { challenge: options.challenge });
    return c.json(options, 200);
  })
  /** The second step: on success a new full session (the pending one ends) and the login answer. */
  .post("/", validate("json", secondStepSchema), async (c) => {
    const { session, person } = await pendingSignIn(c);
    const step = c.req.valid("json");
    const passed = await limitedPasswordCheck(c, `second-step:${person.id}`, () => passes(c, person, session, step));
    if (!passed) throw refusal(step);
    const roles = await rolesOf(getDb(c.env), person.id);
    return c.json(await completeClubSignIn(c, person, roles, session.record.actingClubId ?? 0), 200);
  });

// ---- setting up: /api/me/second-step ------------------------------------------------------------

/** What the person has set up, and whether their roles need it. */
async function setupOf(db: Db, personId: number, roles: readonly HeldRole[]) {
  const [person, own, left] = await Promise.all([db.query.persons.findFirst({ where: eq(persons.id, personId) }), passkeysOf(db, personId), recoveryCodesLeft(db, personId)]);
  return {
    required: needsSecondStep(roles),
    totp: !!person?.totpSecret,
    passkeys: own.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })),
    recoveryCodesLeft: left,
  };
}

/** This browser's own session of the person (a WebAuthn challenge waits in it). */
async function ownSession(c: Context<WithPerson>) {
  for (const kind of ["club", "user"] as const) {
    const session = await readSession(c, kind);
    if (session && session.record.accountId === c.var.person.id && session.record.secondStep !== "pending") return session;
  }
  throw unauthorized();
}

/** A method was just set up: the answer, with recovery codes when it is the person's first. */
async function enrolled(c: Context<WithPerson>, wasFirst: boolean) {
  const db = getDb(c.env);
  const recoveryCodes = wasFirst ? await newRecoveryCodes(db, c.var.person.id) : undefined;
  return { setup: await setupOf(db, c.var.person.id, c.var.roles), ...(recoveryCodes ? { recoveryCodes } : {}) };
}

/**
 * Removes a method unless it is the last while the person's roles need one (409). Without any
 * method left, the recovery codes go too: alone they are no second step.
 */
async function removeMethod(c: Context<WithPerson>, remove: () => Promise<unknown>, methodsAfter: number) {
  const db = getDb(c.env);
  if (methodsAfter === 0 && needsSecondStep(c.var.roles)) throw conflict(p.lastSecondStep);
  await remove();
  if (methodsAfter === 0) await removeRecoveryCodes(db, c.var.person.id);
  return c.body(null, 204);
}

const methodCount = async (db: Db, personId: number) => {
  const person = await db.query.persons.findFirst({ where: eq(persons.id, personId) });
  return { totp: person?.totpSecret ? 1 : 0, passkeys: (await passkeysOf(db, personId)).length };
};

const totpSetupKey = (personId: number) => `totp-setup:${personId}`;
const TOTP_SETUP_TTL_S = 10 * 60;

export const secondStepEnrolment = new Hono<AppEnv>()
  .get("/", requirePerson, async (c) => c.json(await setupOf(getDb(c.env), c.var.person.id, c.var.roles), 200))
  /** A new authenticator-app secret, shown once; it waits (10 minutes) for its first code. */
  .post("/totp/setup", requirePerson, async (c) => {
    const setup = newTotpSecret(c.var.person.email);
    await c.env.SESSIONS.put(totpSetupKey(c.var.person.id), setup.secret, { expirationTtl: TOTP_SETUP_TTL_S });
    return c.json(setup, 200);
  })
  /** The app's first code confirms it: the secret is the person's from now on. */
  .post("/totp", requirePerson, validate("json", totpConfirmSchema), async (c) => {
    const db = getDb(c.env);
    const personId = c.var.person.id;
    const secret = await c.env.SESSIONS.get(totpSetupKey(personId));
    if (!secret) throw badRequest(p.totpSetupExpired, { code: p.totpSetupExpired });
    const step = totpStep(secret, c.req.valid("json").code);
    if (step === null) throw badRequest(p.secondStepInvalid, { code: p.secondStepInvalid });
    const wasFirst = !(await hasSecondStep(db, c.var.person));
    await db.update(persons).set({ totpSecret: secret }).where(eq(persons.id, personId));
    await Promise.all([c.env.SESSIONS.delete(totpSetupKey(personId)), markTotpStepUsed(c.env.SESSIONS, personId, step)]);
    return c.json(await enrolled(c, wasFirst), 200);
  })
  .delete("/totp", requirePerson, async (c) => {
    const db = getDb(c.env);
    const count = await methodCount(db, c.var.person.id);
    if (!count.totp) throw notFound(p.authenticatorAppNotSetUp);
    return removeMethod(c, () => db.update(persons).set({ totpSecret: null }).where(eq(persons.id, c.var.person.id)), count.passkeys);
  })
  /** WebAuthn options for adding a passkey; the challenge waits in this browser's session. */
  .post("/passkeys/options", requirePerson, async (c) => {
    const options = await registrationOptions(c, getDb(c.env), c.var.person);
    await updateSession(c, await ownSession(c), { challenge: options.challenge });
    return c.json(options, 200);
  })
  /** The browser's answer to those options: the passkey is stored under the name the person gave. */
  .post("/passkeys", requirePerson, validate("json", passkeyRegistrationSchema), async (c) => {
    const db = getDb(c.env);
    const { name, response } = c.req.valid("json");
    const session = await ownSession(c);
    const challenge = session.record.challenge;
    if (challenge) await updateSession(c, session, { challenge: undefined });
    const credential = challenge ? await verifiedRegistration(c, response as unknown as RegistrationResponseJSON, challenge) : null;
    if (!credential) throw badRequest(p.passkeyFailed, { response: p.passkeyFailed });
    const wasFirst = !(await hasSecondStep(db, c.var.person));
    try {
      await db.insert(passkeys).values({ personId: c.var.person.id, name, ...credential });
    } catch (error) {
      // The same authenticator registered twice: it is already set up.
      if (isUniqueViolation(error)) throw conflict(p.passkeyFailed);
      throw error;
    }
    return c.json(await enrolled(c, wasFirst), 201);
  })
  .delete("/passkeys/:id{[0-9]+}", requirePerson, async (c) => {
    const db = getDb(c.env);
    const where = and(eq(passkeys.id, Number(c.req.param("id"))), eq(passkeys.personId, c.var.person.id));
    const found = await db.select({ id: passkeys.id }).from(passkeys).where(where).get();
    if (!found) throw notFound(p.passkeyNotFound);
    const count = await methodCount(db, c.var.person.id);
    return removeMethod(c, () => db.delete(passkeys).where(where), count.totp + count.passkeys - 1);
  })
  /** A new set of recovery codes (the old ones stop working), once a method is set up. */
  .post("/recovery-codes", requirePerson, async (c) => {
    const db = getDb(c.env);
    if (!(await hasSecondStep(db, c.var.person))) throw conflict(p.secondStepFirst);
    return c.json({ recoveryCodes: await newRecoveryCodes(db, c.var.person.id) }, 200);
  });
