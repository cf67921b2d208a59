/**
 * No mail is lost in a mail outage (issue 20, point 2), end to end with `wrangler dev`: a server of
 * its own starts with a `send_email` binding that refuses every mail (MAIL_OUTAGE=1,
 * scripts/start.ts), 5 academy registrations queue 10 mails and every one is refused; the server
 * stops (its queue, kept in memory, is gone) and starts again with a working binding on the same
 * local database: the sweep it runs at start (the cron, scripts/start.ts) sends them, once each.
 * One of them is made a dead letter while the server is down (as 8 refusals over an hour would
 * leave it): it waits on the admin's Mail tab until the admin presses Send again. The tab is
 * checked on a phone and a laptop, in English and in Greek.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { inLocale, LOCALES } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";
import { sentMails } from "./support/mail";

// A port and a database of its own: this spec stops and starts its server.
const port = Number(process.env.E2E_PORT ?? 8790) + 100;
const origin = `http://localhost:${port}`;
const persistTo = `.wrangler/e2e-mail-outage-${port}`;

test.describe.configure({ mode: "serial" });
test.use({ serviceWorkers: "block" });

/** `npm start` on this spec's port and database (the build is the one the suite serves). */
async function startServer(mailOutage: boolean): Promise<ChildProcess> {
  const server = spawn("npx", ["tsx", "scripts/start.ts", "--no-build"], {
    env: { ...process.env, PORT: String(port), PERSIST_TO: persistTo, MAIL_OUTAGE: mailOutage ? "1" : "0", E2E: "true" },
    stdio: process.env.E2E_SERVER_LOG ? "inherit" : "ignore",
    detached: true,
  });
  await expect
    .poll(() => fetch(`${origin}/api/health`).then((answer) => answer.status, () => 0), { timeout: 120_000, message: "server started" })
    .toBe(204);
  return server;
}

async function stopServer(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  // The whole group: tsx, start.ts and wrangler with its workerd.
  process.kill(-server.pid!, "SIGTERM");
  await exited;
  await expect.poll(() => fetch(`${origin}/api/health`).then(() => "up", () => "down"), { message: "server stopped" }).toBe("down");
}

/** SQL on the stopped server's local database (what an hour of refusals would have written). */
function sql(command: string) {
  const result = spawnSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--command", command], { encoding: "utf8", env: { ...process.env, CI: "true" } });
  expect(result.status, result.stderr).toBe(0);
}

/** The federation's admin, through the demo's one-button login. */
async function adminApi(): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL: origin });
  expect((await admin.post("/api/auth/admin-login", { data: {} })).status()).toBe(200);
  return admin;
}


const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const parents = Array.from({ length: 5 }, (_, index) => ({ name: `Parent ${tag} ${"abcde"[index]}`, email: `parent.${tag}.${index}@example.com` }));
const mailsOf = (name: string) => sentMails().filter((text) => text.includes(name));

test("a mail outage loses no mail: after a restart all 10 are delivered, once each", async ({ browser }) => {
  test.setTimeout(360_000);
  rmSync(persistTo, { recursive: true, force: true });
  let server = await startServer(true);
  try {
    const visitor = await playwrightRequest.newContext({ baseURL: origin });
    for (const parent of parents) {
      const answer = await visitor.post("/api/academy-registration", {
        data: { parentName: parent.name, email: parent.email, phone: "+30 694 123 4567", childrenDetails: "Maria, 9", consent: true, language: "en" },
      });
      expect(answer.status()).toBe(201);
    }

    // Every one of the 10 was tried and refused by the binding; none is lost, none was written.
    const admin = await adminApi();
    const waiting = async () => ((await (await admin.get("/api/admin/mail?status=pending")).json()) as { subject: string; recipient: string; attempts: number; lastError: string | null }[]).filter(
      (mail) => parents.some((parent) => mail.recipient === parent.email) || mail.subject === "New Academy Registration",
    );
    await expect.poll(async () => (await waiting()).filter((mail) => mail.attempts >= 1 && /not allowed/.test(mail.lastError ?? "")).length, { timeout: 30_000 }).toBe(10);
    expect(parents.flatMap((parent) => mailsOf(parent.name))).toEqual([]);

    // The admin's Mail tab shows them waiting, with the relay's error: phone and laptop, English and Greek.
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      for (const locale of LOCALES) {
        const context = await browser.newContext({ baseURL: origin, viewport, serviceWorkers: "block" });
        await setLanguage(context, locale);
        const page = await context.newPage();
        await page.goto("/admin-login");
        await page.getByRole("button", { name: inLocale(locale, "Log in as system admin") }).click();
        await expect(page).toHaveURL(/\/admin$/);
        // The sign-in reloads the page onto /admin: let that load finish before going on.
        await page.waitForLoadState("load");
        await page.goto("/admin?tab=mail");
        await page.getByRole("combobox", { name: inLocale(locale, "Status") }).selectOption("pending");
        const card = page.getByTestId("mail-card").filter({ hasText: parents[0]!.email });
        await expect(card).toContainText(inLocale(locale, "Waiting"));
        await expect(card).toContainText("not allowed");
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `page width at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
        await context.close();
      }
    }
    await admin.dispose();
  } finally {
    await stopServer(server);
  }

  // The first parent's acknowledgement has used up its retries meanwhile: it is a dead letter.
  const dead = parents[0]!;
  sql(`UPDATE mail_outbox SET status = 'failed', attempts = 8 WHERE recipient = '${dead.email}'`);

  // Started again with a working binding, on the same database: the sweep at start sends the 9 others.
  server = await startServer(false);
  try {
    await expect.poll(() => parents.flatMap((parent) => mailsOf(parent.name)).length, { timeout: 120_000, message: "9 mails written" }).toBe(9);
    expect(mailsOf(dead.name)).toHaveLength(1);

    // The admin finds the dead letter on the Mail tab (its badge counts it) and sends it again.
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto("/admin-login");
    await page.getByRole("button", { name: "Log in as system admin" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("tab", { name: /Mail/ })).toContainText("1");
    await page.getByRole("tab", { name: /Mail/ }).click();
    const card = page.getByTestId("mail-card").filter({ hasText: dead.email });
    await expect(card).toContainText("Failed");
    await expect(card).toContainText("Attempts: 8");
    await card.getByRole("button", { name: "Send again: We received your academy registration" }).click();
    await expect(page.getByText("The mail is on its way again.")).toBeVisible();
    await expect(card).toHaveCount(0);
    await context.close();
    await expect.poll(() => parents.flatMap((parent) => mailsOf(parent.name)).length, { timeout: 30_000, message: "10 mails written" }).toBe(10);
    // Once each: the federation's notice and the parent's acknowledgement of every registration, and
    // nothing more after the next sweep (which would queue a mail still pending).
    await fetch(`${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const parent of parents) {
      const mails = mailsOf(parent.name);
      expect(mails, parent.name).toHaveLength(2);
      expect(mails.filter((text) => text.includes("A parent registered for the U16 academy."))).toHaveLength(1);
    }
    const admin = await adminApi();
    expect(await (await admin.get("/api/admin/mail?status=pending")).json()).toEqual([]);
    const sent = (await (await admin.get("/api/admin/mail?status=sent")).json()) as { recipient: string; attempts: number }[];
    for (const parent of parents) expect(sent.filter((mail) => mail.recipient === parent.email)).toHaveLength(1);
    await admin.dispose();
  } finally {
    await stopServer(server);
  }
});
