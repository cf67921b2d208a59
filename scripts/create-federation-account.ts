/**
 * `npm run create-federation-account -- --email <address> --name "<first> <last>"`: the first
 * person of the federation's back office on a new deployment (README, Deploy), not a demo account.
 *
 * Writes, in the remote D1 database (`--local [--persist-to DIR]` for a local one):
 * - the federation's own row in `clubs` (`is_admin`), which a federation person acts for, when the
 *   database has none yet: the federation's names and description as the demo has them, with this
 *   person as its sign-in address and responsible person (editable afterwards from the dashboard);
 * - the person, with the password hashed as the worker hashes it (worker/platform/sessions/password.ts),
 *   verified, and not a demo account: with DEMO_MODE off they sign in at /admin-login and set up
 *   their second step on the first sign-in, as every federation role must;
 * - their role, super admin, from which they invite everyone else from /admin.
 *
 * The password is read from FEDERATION_ACCOUNT_PASSWORD, or asked for (not echoed) on a terminal:
 * never from the command line, which a shell's history keeps. It follows the SPEC's rule for a new
 * password (schema/people-requests.ts). Nothing is written when the address already has an
 * account or the federation already has a super admin: they sign in, or invite, from the app.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import * as v from "valibot";
import { splitName } from "../domain/people/names";
import { newPassword } from "../schema/people-requests";
import { hashPassword } from "../worker/platform/sessions/password";
import { federationAccountSql, sqlValue, type FederationAccount } from "./federation-account-sql";
import { capture } from "./lib";

/** Where the statements run: the deployed database, or a local one (tests, a dry run). */
export type Target = { remote: true } | { remote: false; persistTo?: string };

const targetArgs = (target: Target) => (target.remote ? ["--remote"] : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])]);

/** The rows a query answers, through `wrangler d1 execute --json`. */
function query<T>(sql: string, target: Target): T[] {
  const out = capture("wrangler", ["d1", "execute", "DB", ...targetArgs(target), "--json", "--command", sql]);
  return (JSON.parse(out.slice(out.indexOf("["))) as { results: T[] }[])[0]?.results ?? [];
}

/** Why the account cannot be made in this database, if it cannot. */
export function refusal(email: string, target: Target): string | undefined {
  const [person] = query<{ id: number }>(`SELECT "id" FROM "persons" WHERE "email" = ${sqlValue(email)}`, target);
  if (person) return `${email} already has an account: sign in with it at /admin-login (or reset its password from /forgot-password).`;
  const [admin] = query<{ email: string }>(`SELECT p."email" FROM "person_roles" r JOIN "persons" p ON p."id" = r."person_id" WHERE r."role" = 'super-admin' LIMIT 1`, target);
  if (admin) return `The federation already has a super admin (${admin.email}): they invite everyone else from /admin.`;
  return undefined;
}

/** Writes the account (after `refusal` found nothing in the way). */
export function createFederationAccount(account: FederationAccount, target: Target) {
  const dir = mkdtempSync(join(tmpdir(), "federation-account-"));
  const file = join(dir, "account.sql");
  try {
    writeFileSync(file, federationAccountSql(account).join("\n"));
    capture("wrangler", ["d1", "execute", "DB", ...targetArgs(target), "--yes", "--file", file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The password: from the environment, else typed on the terminal without being shown. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.FEDERATION_ACCOUNT_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) throw new Error("Set FEDERATION_ACCOUNT_PASSWORD, or run this on a terminal to type the password.");
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      // Echo nothing of what is typed (the prompt itself is written before muting).
      (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
      process.stdout.write(prompt);
      terminal.question("", (answer) => {
        terminal.close();
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const password = await ask("Password for the account: ");
  if ((await ask("The same password again: ")) !== password) throw new Error("The two passwords differ.");
  return password;
}

const USAGE = `Usage: npm run create-federation-account -- --email <address> --name "<first name> <last name>" [--phone <number>] [--language en|el] [--local [--persist-to <dir>]]
The password comes from FEDERATION_ACCOUNT_PASSWORD, or is asked for on the terminal.`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: string[]) {
  const email = v.safeParse(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email()), option(args, "email") ?? "");
  const { firstName, lastName } = splitName(option(args, "name") ?? "");
  const language = option(args, "language") ?? "en";
  if (!email.success || !firstName || !lastName || (language !== "en" && language !== "el")) throw new Error(USAGE);
  const target: Target = args.includes("--local") ? { remote: false, persistTo: option(args, "persist-to") } : { remote: true };
  const password = v.safeParse(newPassword, await readPassword());
  if (!password.success) throw new Error("The password must have at least 8 characters (and at most 200).");
  const why = refusal(email.output, target);
  if (why) throw new Error(why);
  createFederationAccount({ email: email.output, firstName, lastName, language, phone: option(args, "phone") ?? "", passwordHash: await hashPassword(password.output) }, target);
  console.log(`Made ${firstName} ${lastName} <${email.output}> the federation's super admin${target.remote ? "" : " (local database)"}. Sign in at /admin-login; the first sign-in sets up the second step.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
