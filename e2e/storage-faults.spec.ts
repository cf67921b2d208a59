/**
 * Issue 20, point 1, against the real server: the local D1 database of the running `wrangler dev`
 * (its file under E2E_STATE) is locked by this process with SQLite's `BEGIN EXCLUSIVE`, as any
 * other writer could. Writes then answer 503 with Retry-After (not a 500), the deep health check
 * names D1, the outbox keeps a form sent meanwhile and delivers it once the lock is gone, and a
 * signed-in form says what happened in the reader's language. Reads go on (SQLite's WAL).
 *
 * node:sqlite needs Node 22.5+: the npm scripts' Node (24, package.json's `node`) runs Playwright.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { E2E_STATE } from "../playwright.config";
import { CLUB, fillAcademyForm } from "./pwa-helpers";
import { expect, test } from "./support/fixtures";

/** The D1 database's file (miniflare keeps one SQLite file per database, beside its metadata). */
function d1File(): string {
  const dir = join(E2E_STATE, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.join(", ") || "none"}`);
  return join(dir, files[0]!);
}

/** Holds the database's write lock, as another process would, until `release`. */
function lockDatabase() {
  const db = new DatabaseSync(d1File(), { timeout: 5000 });
  db.exec("BEGIN EXCLUSIVE");
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      db.exec("ROLLBACK");
      db.close();
    },
  };
}

/** The academy registrations stored for an address, read from the database file itself. */
function academyRows(email: string): number {
  const db = new DatabaseSync(d1File(), { readOnly: true });
  try {
    return Number((db.prepare("SELECT count(*) AS n FROM academy_registrations WHERE email = ?").get(email) as { n: number }).n);
  } finally {
    db.close();
  }
}

const registration = (email: string) => ({ parentName: "Eleni Papadopoulou", email, phone: "6912345678", childrenDetails: "Nikos, 9", consent: true });
const UNAVAILABLE_EN = "Our data storage is unavailable for a moment. Please try again in a few seconds.";
const UNAVAILABLE_EL = "Η αποθήκευση δεδομένων δεν είναι διαθέσιμη για λίγο. Δοκιμάστε ξανά σε λίγα δευτερόλεπτα.";

// The browser logs each 503 the tests provoke.
test.use({ expectedResponses: [{ status: 503, path: /^\/api\// }] });

let lock: ReturnType<typeof lockDatabase> | undefined;
test.afterEach(() => lock?.release());

test("a write to a locked database answers 503 with Retry-After, the deep health check names D1, and the same request lands once the lock is gone", async ({ request }) => {
  const email = `locked-${Date.now()}@example.com`;
  // The outbox's way: one Idempotency-Key for every attempt of one submission.
  const headers = { "Idempotency-Key": `e2e-lock-${Date.now()}` };

  lock = lockDatabase();
  const refused = await request.post("/api/academy-registration", { data: registration(email), headers });
  expect(refused.status()).toBe(503);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({ message: UNAVAILABLE_EN, code: "storage_unavailable" });
  const greek = await request.post("/api/academy-registration", { data: registration(email), headers: { ...headers, "Accept-Language": "el" } });
  expect((await greek.json()).message).toBe(UNAVAILABLE_EL);

  const health = await request.get("/api/health?deep=1");
  expect(health.status()).toBe(503);
  expect(await health.json()).toMatchObject({ code: "storage_unavailable", failing: ["d1"] });
  expect((await request.get("/api/health")).status()).toBe(204);
  // Reads still work while another process writes.
  expect((await request.get("/api/clubs")).status()).toBe(200);
  expect(academyRows(email)).toBe(0);

  lock.release();
  const accepted = await request.post("/api/academy-registration", { data: registration(email), headers });
  expect(accepted.status()).toBe(201);
  expect((await request.get("/api/health?deep=1")).status()).toBe(204);
  expect(academyRows(email)).toBe(1);
});


test("a form sent while the database is locked waits in the outbox and is delivered, once, when the server can take it", async ({ page }) => {
  const email = `outbox-${Date.now()}@example.com`;
  await page.goto("/academy");
  const dialog = await fillAcademyForm(page, email);

  lock = lockDatabase();
  await dialog.getByRole("button", { name: "Submit registration" }).click();
  await expect(page.getByTestId("queued-notice")).toHaveText("Saved on this device — our server is busy for a moment; it will be sent again in a few seconds.");
  const outbox = page.getByTestId("outbox");
  await expect(outbox).toContainText("Queued — the server is busy; it will be sent again shortly");
  // Past Retry-After, still locked: tried again, and still waiting.
  await page.waitForTimeout(6000);
  await expect(outbox).toContainText("Academy registration");
  expect(academyRows(email)).toBe(0);

  lock.release();
  // The page sends it again when Retry-After says (no reload, no change of connection).
  await expect(outbox).toHaveCount(0, { timeout: 20_000 });
  expect(academyRows(email)).toBe(1);
});

for (const [locale, message] of [
  ["en", UNAVAILABLE_EN],
  ["el", UNAVAILABLE_EL],
] as const) {
  test(`a signed-in form says the storage is busy, in the reader's language, and saves once it is free (${locale})`, async ({ page }) => {
    if (locale === "el") await page.addInitScript(() => localStorage.setItem("language", "el"));
    await page.goto("/login");
    const login = page.locator("form").filter({ has: page.locator('input[name="email"]') }).first();
    await login.locator('input[name="email"]').fill(CLUB.email);
    await login.locator('input[name="password"]').fill(CLUB.password);
    await login.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/profile");
    const save = page.getByRole("button", { name: locale === "en" ? "Save Changes" : "Αποθήκευση αλλαγών" });
    await expect(save).toBeEnabled();

    lock = lockDatabase();
    await save.click();
    await expect(page.getByText(message).first()).toBeVisible();

    lock.release();
    await save.click();
    await expect(page.getByText(locale === "en" ? "Profile Updated" : "Το προφίλ ενημερώθηκε", { exact: true }).first()).toBeVisible();
  });
}
