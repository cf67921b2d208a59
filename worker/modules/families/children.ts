/**
 * /api/me/children: a parent's own children (issue 24, point 2).
 *
 * - GET: the children, each with the time the parent consented, and whether they have a login.
 * - POST `{ firstName, lastName, dateOfBirth, consent }` (pinned) → 201 `{ id }`: a child is a
 *   person without a login (a placeholder address and no usable password, families/no-login.ts),
 *   under 18; under the age of digital consent (15, Greek law 4624/2019 art. 21) the parent's
 *   consent is required and recorded with its time. The parent gains the `parent` role. One batch.
 * - PATCH /{id}: corrects the name or date of birth (what GET answers may be sent back).
 * - POST /{id}/login `{ email }`: from 15, the parent approves the child's own login: the child's
 *   own address, and a mailed link to choose a password (the password-reset mechanism).
 * Another parent's child is 404, as one that does not exist.
 */
import { and, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import { accountMessages as a } from "../../../schema/messages";
import { childLoginSchema, childSchema, childUpdateSchema } from "../../../schema/registration-requests";
import { persons, type Person } from "../../../schema/tables";
import { getDb, isUniqueViolation } from "../../platform/db";
import type { AppEnv } from "../../platform/env";
import { conflict } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { validate } from "../../platform/http/validate";
import { deliverSoon, queuedIds } from "../../platform/mail/outbox";
import { siteOrigin } from "../../platform/mail/site-links";
import { requirePerson } from "../../platform/sessions/auth-guards";
import { passwordLinkStatements } from "../people/password-reset";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { checkChildAge, checkLoginAge, childrenOf, newChildStatements, ownChild } from "./family-records";
import { LOGIN_LINK_MS, loginMail } from "./login-mail";

/** A child as GET answers it (schema/registration-responses.ts childAnswer). */
const asChild = ({ person, consentAt }: { person: Person; consentAt: string }) => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  dateOfBirth: person.dateOfBirth,
  consentAt,
  hasLogin: person.hasLogin,
  email: person.hasLogin ? person.email : null,
});

const childId = (id: string) => parseId(id, r.childNotFound);

export const children = new Hono<AppEnv>()
  .get("/", requirePerson, async (c) => c.json((await childrenOf(getDb(c.env), c.var.person.id)).map(asChild), 200))
  .post("/", requirePerson, validate("json", childSchema), async (c) => {
    const { consent, ...child } = c.req.valid("json");
    checkChildAge(child.dateOfBirth, consent);
    const db = getDb(c.env);
    const { statements } = newChildStatements(db, c.var.person.id, child, new Date().toISOString(), c.var.person.language);
    const [[created]] = await db.batch(statements);
    return c.json({ id: created!.id }, 201);
  })
  .patch("/:id", requirePerson, validate("json", childUpdateSchema), async (c) => {
    const db = getDb(c.env);
    const { person } = await ownChild(db, c.var.person.id, childId(c.req.param("id")));
    const changes = c.req.valid("json");
    // A corrected date of birth is still a child's; the consent was recorded when the child was added.
    if (changes.dateOfBirth) checkChildAge(changes.dateOfBirth, true);
    if (Object.keys(changes).length > 0) await db.update(persons).set(changes).where(eq(persons.id, person.id));
    return c.json(asChild(await ownChild(db, c.var.person.id, person.id)), 200);
  })
  .post("/:id/login", requirePerson, validate("json", childLoginSchema), async (c) => {
    const db = getDb(c.env);
    const { person: child } = await ownChild(db, c.var.person.id, childId(c.req.param("id")));
    checkLoginAge(child.dateOfBirth);
    if (child.hasLogin) throw conflict(r.childHasLogin);
    const { email } = c.req.valid("json");
    const taken = await db.select({ id: persons.id }).from(persons).where(and(eq(persons.email, email), ne(persons.id, child.id))).get();
    if (taken) throw conflict(a.emailTaken, { email: a.emailTaken });
    const [linkRow, mailRow] = await passwordLinkStatements(db, child.id, siteOrigin(c.env, c.req.url), (link) => loginMail(email, child.firstName, child.language, "child-approved", link), LOGIN_LINK_MS);
    try {
      const [, , queued] = await db.batch([db.update(persons).set({ email, hasLogin: true }).where(eq(persons.id, child.id)), linkRow, mailRow]);
      c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds([queued])));
    } catch (error) {
      // Two approvals racing for one address: the unique index refuses the second.
      if (isUniqueViolation(error, "persons")) throw conflict(a.emailTaken, { email: a.emailTaken });
      throw error;
    }
    return c.json(asChild(await ownChild(db, c.var.person.id, child.id)), 200);
  });
