import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { accountMessages, apiMessages, messages } from "../../../schema/messages";
import {
  loginSchema,
  passwordChangeSchema,
  profileSchema,
  resendVerificationSchema,
  userRegistrationSchema,
  type ProfileInput,
} from "../../../schema/requests";
import { clubs, persons as usersTable } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import { requestLanguage } from "../../platform/http/language";
import type { AppEnv } from "../../platform/env";
import { emailTaken } from "./accounts";
import { isUniqueViolation } from "../../platform/db";
import { emptyToNull } from "../clubs/profile-values";
import { authenticateUser, recordSignIn } from "./credentials";
import { getDb } from "../../platform/db";
import { ApiError, badRequest } from "../../platform/errors/api-error";
import { hashPassword, verifyPassword } from "../../platform/sessions/password";
import { ownUser } from "../clubs/serialize";
import { endSession, startSession } from "../../platform/sessions/sessions";
import { looksLikeToken, sha256Hex } from "../../platform/sessions/tokens";
import { validate } from "../../platform/http/validate";
import { newVerificationToken, verificationLink, verificationMail } from "./verification";
import { deliverSoon, queuedIds, queueMail } from "../../platform/mail/outbox";
import { requireUser } from "../../platform/sessions/auth-guards";
import { claimAttempt, clientIp, limitedPasswordCheck, loginAccountKey, MAIL_REQUEST_LIMITS } from "../../platform/sessions/rate-limit";
import { loadUser } from "../../platform/sessions/session";

const invalidToken = () => new ApiError(400, "invalid_token", accountMessages.invalidVerificationToken);

/** The optional profile fields as stored: an emptied field becomes NULL, an absent one is left alone. */
const profileColumns = (input: Omit<ProfileInput, "email" | "profilePicture">) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  phoneNumber: emptyToNull(input.phoneNumber),
  dateOfBirth: emptyToNull(input.dateOfBirth),
  position: emptyToNull(input.position),
  height: emptyToNull(input.height),
  weight: emptyToNull(input.weight),
  bio: emptyToNull(input.bio),
});

/** Player accounts and sessions: /api/users/* (SPEC section 7, "Player session"). */
export const users = new Hono<AppEnv>()
  /** Creates an unverified player and mails the verification link. Does not sign in. */
  .post("/register", validate("json", userRegistrationSchema), async (c) => {
    const { email, password, clubId, ...profile } = c.req.valid("json");
    const db = getDb(c.env);
    const existing = await db.query.persons.findFirst({ columns: { id: true }, where: eq(usersTable.email, email) });
    if (existing) throw emailTaken();
    if (clubId != null && !(await db.query.clubs.findFirst({ columns: { id: true }, where: eq(clubs.id, clubId) }))) {
      throw badRequest(messages.clubRequired, { clubId: messages.clubRequired });
    }
    const { token, stored } = await newVerificationToken();
    const mail = verificationMail({ email, firstName: profile.firstName }, verificationLink(new URL(c.req.url).origin, token));
    try {
      // The player and the verification mail, in one batch (the outbox delivers it, worker/platform/mail).
      const [, , queued] = await db.batch([
        db
          .insert(usersTable)
          .values({ ...profileColumns(profile), email, clubId: clubId ?? null, passwordHash: await hashPassword(password), isVerified: false, language: requestLanguage(c), ...stored }),
        // The SPEC's player account is a person with the player role (issue 23).
        db.insert(personRoles).values({ personId: sql<number>`(select ${usersTable.id} from ${usersTable} where ${usersTable.email} = ${email})`, role: "player" }),
        queueMail(db, mail),
      ]);
      c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds([queued])));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return c.json({ message: accountMessages.registeredCheckEmail }, 201);
  })
  /** Unverified players may sign in: their profile offers a new verification mail. */
  .post("/login", validate("json", loginSchema), async (c) => {
    const user = await authenticateUser(c, c.req.valid("json"));
    await startSession(c, "user", user);
    // Whether this is the player's first sign-in: the app then welcomes rather than welcomes back.
    const firstSignIn = await recordSignIn(c, "user", user);
    return c.json({ ...ownUser(user), firstSignIn }, 200);
  })
  .get("/me", requireUser, (c) => c.json(ownUser(c.var.user), 200))
  .post("/logout", async (c) => {
    await endSession(c, "user");
    return c.json({ message: apiMessages.loggedOut }, 200);
  })
  /** The e-mail is shown on the form but never changed here. */
  .patch("/profile", requireUser, validate("json", profileSchema), async (c) => {
    const { email: _ignored, profilePicture, ...profile } = c.req.valid("json");
    const [updated] = await getDb(c.env)
      .update(usersTable)
      .set({ ...profileColumns(profile), profilePicture: emptyToNull(profilePicture) })
      .where(eq(usersTable.id, c.var.user.id))
      .returning();
    return c.json(ownUser(updated!), 200);
  })
  /**
   * A wrong current password counts as a failed login (a stolen session must not become a
   * password oracle). Success ends every other session of the player: the new hash no longer
   * matches their fingerprint. This device gets a fresh session id with the new fingerprint.
   */
  .post("/change-password", requireUser, validate("json", passwordChangeSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const user = c.var.user;
    const db = getDb(c.env);
    const matches = await limitedPasswordCheck(c, loginAccountKey("user", user.email), () => verifyPassword(currentPassword, user.passwordHash));
    if (!matches) {
      throw badRequest(accountMessages.currentPasswordIncorrect, { currentPassword: accountMessages.currentPasswordIncorrect });
    }
    const passwordHash = await hashPassword(newPassword);
    await db.update(usersTable).set({ passwordHash }).where(eq(usersTable.id, user.id));
    await startSession(c, "user", { id: user.id, passwordHash });
    return c.json({ message: apiMessages.passwordUpdated }, 200);
  })
  /**
   * What the app's /verify-email page (the mail's link) calls. A good token verifies and
   * redirects to the login page (the page follows the redirect and reads the final address). A
   * used, expired or unknown one is a 400 with `{ message }`, the SPEC's failure text, which the
   * page shows in the reader's language.
   */
  .get("/verify-email", async (c) => {
    const token = c.req.query("token");
    const db = getDb(c.env);
    const user = looksLikeToken(token)
      ? await db.query.persons.findFirst({ where: eq(usersTable.verificationToken, await sha256Hex(token)) })
      : undefined;
    const expiry = user?.verificationTokenExpiry ? Date.parse(user.verificationTokenExpiry) : Number.NaN;
    if (!user || !(expiry > Date.now())) {
      throw invalidToken();
    }
    await db.update(usersTable).set({ isVerified: true, verificationToken: null, verificationTokenExpiry: null }).where(eq(usersTable.id, user.id));
    return c.redirect("/login?tab=user&verified=true", 302);
  })
  /**
   * A new verification link for the signed-in player, or for `{ email }`. The answer is the same
   * whether or not such an unverified account exists, so it reveals no account.
   */
  .post("/resend-verification", validate("json", resendVerificationSchema), async (c) => {
    const db = getDb(c.env);
    const signedIn = (await loadUser(c))?.user;
    const email = signedIn?.email ?? c.req.valid("json").email;
    if (!email) throw badRequest(messages.invalidEmail, { email: messages.invalidEmail });
    await claimAttempt(db, `verify-mail:${email}`, `mail:${clientIp(c)}`, MAIL_REQUEST_LIMITS, accountMessages.tooManyMails);
    const user = signedIn ?? (await db.query.persons.findFirst({ where: eq(usersTable.email, email) }));
    if (user && !user.isVerified && user.isActive) {
      const { token, stored } = await newVerificationToken();
      const [, queued] = await db.batch([
        db.update(usersTable).set(stored).where(eq(usersTable.id, user.id)),
        queueMail(db, verificationMail(user, verificationLink(new URL(c.req.url).origin, token))),
      ]);
      c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds([queued])));
    }
    return c.json({ message: accountMessages.verificationSent }, 200);
  });
