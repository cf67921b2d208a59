/**
 * Issue 24, the club's and the federation's side of a registration:
 * - on a 390 px phone in both languages, Athens' secretary approves one registration, declines
 *   another (the reason is required: the dialog stays open and says so), and records a health card
 *   (a date in the past is refused under the field; a date ahead is saved and shown);
 * - on a 1366 px laptop the registrar approves the registration in the back office's Registrations
 *   tab and sees the licence number it issued.
 * The registrations are made for the test by the seed's parent, for two new children of theirs.
 */
import { expect as baseExpect, type APIRequestContext, type Browser } from "@playwright/test";
import { todayIso } from "../schema/athens-time";
import { currentSeason } from "../schema/season";
import { baseURL } from "../playwright.config";
import { inLocale, LOCALES, type Locale } from "./support/catalog";
import { collectPageErrors, expect as baseUiExpect, test, type ExpectedResponse } from "./support/fixtures";
import { HOME_CLUB, phoneContext } from "./support/live-match";

// A decision writes its mails and audit record in one batch: generous on a busy machine.
const expect = baseUiExpect.configure({ timeout: 30_000 });

const PASSWORD = "RoleDemo2026!";
const SECRETARY = { email: "secretary@rugbyhellas.gr", password: PASSWORD };
const REGISTRAR = { email: "registrar@rugbyhellas.gr", password: PASSWORD };
const PARENT = { email: "parent@rugbyhellas.gr", password: PASSWORD };
const TEAM_MANAGER = { email: "manager@rugbyhellas.gr", password: PASSWORD };

/** The health card dated in the past: a 400 the screen shows under the field. */
const EXPECTED: ExpectedResponse[] = [{ status: 400, path: /^\/api\/clubs\/registrations\/\d+\/health-card$/ }];
test.use({ serviceWorkers: "block", expectedResponses: [EXPECTED, { scope: "test" }] });

const suffix = () => Math.random().toString(36).slice(2, 7);
const daysFromToday = (days: number) => new Date(Date.parse(`${todayIso()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The seed's parent adds a child (with consent) and registers them with Athens for this season's union: the registration's id. */
async function childRegistration(parent: APIRequestContext, firstName: string): Promise<number> {
  const child = await parent.post("/api/me/children", { data: { firstName, lastName: "Testidis", dateOfBirth: `${Number(todayIso().slice(0, 4)) - 11}-03-14`, consent: true } });
  baseExpect(child.status(), await child.text()).toBe(201);
  const { id: personId } = (await child.json()) as { id: number };
  const registration = await parent.post("/api/registrations", { data: { clubId: HOME_CLUB.id, season: currentSeason(), code: "union", personId } });
  baseExpect(registration.status(), await registration.text()).toBe(201);
  return ((await registration.json()) as { id: number }).id;
}

async function signedInParent(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  baseExpect((await context.request.post("/api/users/login", { data: PARENT, headers: { Origin: baseURL } })).status()).toBe(200);
  return context;
}

async function secretaryPhone(browser: Browser, locale: Locale) {
  const context = await phoneContext(browser, locale, "block");
  baseExpect((await context.request.post("/api/auth/login", { data: SECRETARY, headers: { Origin: baseURL, "accept-language": locale } })).status()).toBe(200);
  return context;
}

for (const locale of LOCALES) {
  test(`the secretary approves, declines with a reason and records a health card on a phone (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = (english: string) => inLocale(locale, english);
    const approved = `Approved${suffix()}`;
    const declined = `Declined${suffix()}`;
    const parent = await signedInParent(browser);
    await childRegistration(parent.request, approved);
    await childRegistration(parent.request, declined);

    const context = await secretaryPhone(browser, locale);
    const page = await context.newPage();
    const errors = collectPageErrors(page, EXPECTED);
    await page.goto("/dashboard/registrations");
    await expect(page.getByRole("heading", { level: 1, name: t("Registrations") })).toBeVisible();
    // At first the list shows those waiting for the club (the transfers below have a status filter of their own).
    const list = page.getByRole("region", { name: t("Registrations"), exact: true });
    const status = list.getByLabel(t("Status"));
    await expect(status).toHaveValue("pending-club");
    const row = (name: string) => list.getByTestId("club-registration").filter({ hasText: name });
    await expect(row(approved)).toBeVisible();
    await expect(row(approved)).toContainText(t("Waiting for the club"));

    // Approve: the registration goes on to the federation and leaves the club's queue.
    await row(approved)
      .getByRole("button", { name: t("Approve the registration of {name}").replace("{name}", `${approved} Testidis`) })
      .click();
    await expect(page.getByText(t("Registration approved"))).toBeVisible();
    await expect(row(approved)).toHaveCount(0);

    // Decline: without a reason the dialog stays open and says why; with one it closes.
    await row(declined)
      .getByRole("button", { name: t("Decline the registration of {name}").replace("{name}", `${declined} Testidis`) })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: t("Decline"), exact: true }).click();
    await expect(dialog.getByText(t("Give a reason (at least 5 characters)"))).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t("Reason (mailed to the applicant)")).fill("The U12 squad is full this season.");
    await dialog.getByRole("button", { name: t("Decline"), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t("Registration declined"))).toBeVisible();
    await expect(row(declined)).toHaveCount(0);
    await status.selectOption("declined");
    await expect(row(declined)).toContainText("The U12 squad is full this season.");
    await expect(row(declined)).toContainText(t("Declined"));

    // The approved one waits for the federation; its health card: a past date is refused on the field.
    await status.selectOption("pending-federation");
    await expect(row(approved)).toContainText(t("Waiting for the federation"));
    await expect(row(approved).getByTestId("health-card")).toHaveText(t("Not recorded"));
    await row(approved)
      .getByRole("button", { name: t("Health card of {name}").replace("{name}", `${approved} Testidis`) })
      .click();
    const card = page.getByRole("dialog");
    const date = card.getByLabel(t("Expires on"));
    await date.fill(daysFromToday(-3));
    await card.getByRole("button", { name: t("Save") }).click();
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(card.getByText(t("The health card's expiry date cannot be in the past")).first()).toBeVisible();
    await expect(card).toBeVisible();
    // Within 30 days: saved, and the row warns it expires soon.
    await date.fill(daysFromToday(20));
    await card.getByRole("button", { name: t("Save") }).click();
    await expect(card).toBeHidden();
    await expect(page.getByText(t("Health card recorded"))).toBeVisible();
    await expect(row(approved).getByTestId("health-card").locator('[data-health-card="expiring"]')).toBeVisible();

    // The phone never scrolls sideways.
    baseExpect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    baseExpect(errors).toEqual([]);
    await context.close();
    await parent.close();
  });
}

test("a team manager sees the club's registrations without the secretary's actions (390 px)", async ({ browser }) => {
  const parent = await signedInParent(browser);
  const name = `Watched${suffix()}`;
  await childRegistration(parent.request, name);
  const context = await phoneContext(browser, "en", "block");
  baseExpect((await context.request.post("/api/auth/login", { data: TEAM_MANAGER, headers: { Origin: baseURL } })).status()).toBe(200);
  const page = await context.newPage();
  const errors = collectPageErrors(page, EXPECTED);
  await page.goto("/dashboard/registrations");
  const row = page.getByTestId("club-registration").filter({ hasText: name });
  await expect(row).toContainText("Waiting for the club");
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Re-register last season's players" })).toHaveCount(0);
  baseExpect(errors).toEqual([]);
  await context.close();
  await parent.close();
});

test("the registrar approves a registration in the back office and sees its licence number (1366 px)", async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `Licensed${suffix()}`;
  const parent = await signedInParent(browser);
  const registrationId = await childRegistration(parent.request, name);
  const secretary = await secretaryPhone(browser, "en");
  baseExpect((await secretary.request.post(`/api/clubs/registrations/${registrationId}/approve`, { data: {} })).status()).toBe(200);

  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  baseExpect((await context.request.post("/api/auth/login", { data: REGISTRAR, headers: { Origin: baseURL } })).status()).toBe(200);
  const page = await context.newPage();
  const errors = collectPageErrors(page, EXPECTED);
  await page.goto("/admin");
  await page.getByRole("tab", { name: /^Registrations/ }).click();
  await expect(page.getByLabel("Status")).toHaveValue("pending-federation");
  await page.getByLabel("Name or licence number").fill(name);
  const row = page.getByTestId("admin-registration").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Waiting for the federation");
  await row.getByRole("button", { name: `Approve the registration of ${name} Testidis` }).click();

  const issued = new RegExp(`RH-${currentSeason().slice(0, 4)}-U0*${registrationId}\\b`);
  await expect(page.getByTestId("issued-licence")).toContainText(issued);
  await expect(page.getByTestId("issued-licence")).toContainText(name);
  // Every status: the row is licensed, with the same number.
  await page.getByLabel("Status").selectOption("");
  await expect(row).toContainText("Licensed");
  await expect(row.getByTestId("licence-number")).toHaveText(issued);
  baseExpect(errors).toEqual([]);
  await context.close();
  await secretary.close();
  await parent.close();
});
