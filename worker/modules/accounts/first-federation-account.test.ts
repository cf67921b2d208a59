import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { federationAccountSql } from "../../../scripts/federation-account-sql";
import { clubs, persons } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import { hashPassword } from "../../platform/sessions/password";
import { callJson, cookieFrom, db } from "../../test/helpers";

/**
 * The first federation account of a new deployment (README, Deploy): what
 * `npm run create-federation-account` writes into an empty, migrated database signs in to the back
 * office with DEMO_MODE off, and is not a demo account.
 */
const PASSWORD = "Federation-Start-2026";
const account = async () => ({ email: "anna.vasileiou@example.gr", firstName: "Anna", lastName: "Vasileiou", language: "el" as const, phone: "+30 210 000 0000", passwordHash: await hashPassword(PASSWORD) });
const production: Env = { ...env, DEMO_MODE: "false" };
/** Called on the worker directly (to give it DEMO_MODE off), a body needs the length the network would give it. */
const credentials = (email: string, password: string) => {
  const json = { email, password };
  return { json, env: production, headers: { "content-length": String(new TextEncoder().encode(JSON.stringify(json)).length), "cf-connecting-ip": "10.25.0.1" } };
};

async function runScript() {
  for (const statement of federationAccountSql(await account())) await env.DB.prepare(statement).run();
}

describe("the first federation account (scripts/create-federation-account.ts)", () => {
  it("makes the federation's row, the person and their super admin role, once however often it runs", async () => {
    expect(await db().select().from(clubs).where(eq(clubs.isAdmin, true))).toEqual([]);
    await runScript();
    await runScript();
    const federation = await db().select().from(clubs).where(eq(clubs.isAdmin, true));
    expect(federation).toHaveLength(1);
    expect(federation[0]).toMatchObject({ name: "Hellenic Rugby Federation", nameEl: "Ελληνική Ομοσπονδία Ράγκμπι", email: "anna.vasileiou@example.gr", responsiblePersonName: "Anna Vasileiou", isClaimed: true, isActive: true, status: "approved" });
    const people = await db().select().from(persons).where(eq(persons.email, "anna.vasileiou@example.gr"));
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ firstName: "Anna", lastName: "Vasileiou", isVerified: true, isDemo: false, language: "el" });
    expect(await db().select({ role: personRoles.role, clubId: personRoles.clubId }).from(personRoles).where(eq(personRoles.personId, people[0]!.id))).toEqual([{ role: "super-admin", clubId: null }]);
  });

  it("signs in at /admin-login with DEMO_MODE off, acting for the federation as its super admin", async () => {
    const signIn = await callJson("/api/auth/admin-login", credentials("Anna.Vasileiou@example.gr", PASSWORD));
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ isAdmin: true, name: "Hellenic Rugby Federation" });
    const me = await callJson("/api/auth/me", { cookie: cookieFrom(signIn.response, "rh_club"), env: production });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain("super-admin");

    const wrong = await callJson("/api/auth/admin-login", credentials("anna.vasileiou@example.gr", "not-the-password"));
    expect(wrong.status).toBe(401);
  });

  it("is not a demo account: the one-button demo login does not sign it in even with DEMO_MODE on", async () => {
    const demo = await callJson("/api/auth/admin-login", { json: {} });
    expect(demo.status).toBe(404);
    expect(demo.response.headers.getSetCookie()).toEqual([]);
  });
});
