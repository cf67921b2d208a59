import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../worker/platform/sessions/password";
import { capture, quietEnv, root, run } from "./lib";

/**
 * `npm run create-federation-account` end to end, on a local D1 database migrated as a new
 * deployment's is (`--local --persist-to`, as the README's test run does): the rows it writes, the
 * password hashed as the worker checks it, and a second run refused. That the account signs in is
 * worker/modules/accounts/first-federation-account.test.ts's to prove.
 */
const dir = mkdtempSync(join(tmpdir(), "federation-account-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PASSWORD = "Federation-Start-2026";

function createAccount(password: string | undefined, ...args: string[]) {
  return spawnSync(resolve(root, "node_modules/.bin/tsx"), ["scripts/create-federation-account.ts", ...args, "--local", "--persist-to", dir], {
    cwd: root,
    encoding: "utf8",
    env: { ...quietEnv, ...(password === undefined ? {} : { FEDERATION_ACCOUNT_PASSWORD: password }) },
  });
}

/** The rows each of `queries` answers, in one wrangler call (each call costs seconds). */
const rowsOf = (...queries: string[]): unknown[][] => {
  const out = capture("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", dir, "--json", "--command", queries.join("; ")]);
  return (JSON.parse(out.slice(out.indexOf("["))) as { results: unknown[] }[]).map((set) => set.results);
};

describe("npm run create-federation-account", () => {
  it("makes the federation's super admin in a new database, with the worker's password hash, and only once", async () => {
    run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], { stdio: "ignore", env: { ...quietEnv, CI: "true" } });

    const refused = createAccount("short", "--email", "anna@example.gr", "--name", "Anna Vasileiou");
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/at least 8 characters/);
    expect(createAccount(PASSWORD, "--email", "anna@example.gr").stderr).toMatch(/Usage/);

    const made = createAccount(PASSWORD, "--email", " Anna@Example.gr ", "--name", "Anna Vasileiou", "--language", "el");
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/Anna Vasileiou <anna@example.gr>/);

    const [people, roles, clubs] = rowsOf(
      "SELECT email, password_hash, first_name, last_name, is_demo, is_verified, language FROM persons",
      "SELECT r.role, r.club_id, p.email FROM person_roles r JOIN persons p ON p.id = r.person_id",
      "SELECT name, email, is_admin FROM clubs",
    ) as [{ password_hash: string }[], unknown[], unknown[]];
    expect(people).toEqual([{ email: "anna@example.gr", password_hash: expect.any(String), first_name: "Anna", last_name: "Vasileiou", is_demo: 0, is_verified: 1, language: "el" }]);
    expect(await verifyPassword(PASSWORD, people[0]!.password_hash)).toBe(true);
    expect(roles).toEqual([{ role: "super-admin", club_id: null, email: "anna@example.gr" }]);
    expect(clubs).toEqual([{ name: "Hellenic Rugby Federation", email: "anna@example.gr", is_admin: 1 }]);

    const again = createAccount(PASSWORD, "--email", "anna@example.gr", "--name", "Anna Vasileiou");
    expect(again.status).not.toBe(0);
    expect(again.stderr).toMatch(/already has an account/);
    const another = createAccount(PASSWORD, "--email", "petros@example.gr", "--name", "Petros Dimitriou");
    expect(another.status).not.toBe(0);
    expect(another.stderr).toMatch(/already has a super admin \(anna@example.gr\)/);
    expect(rowsOf("SELECT COUNT(*) AS n FROM persons")).toEqual([[{ n: 1 }]]);
  }, 240_000);
});
