/**
 * Issue 24, points 2 and 8, in both languages:
 * - on a 390 px phone, the seed's parent adds a child on their Family page: under 15 the consent
 *   box is required (its message shows, once, under the box, and nothing is sent), then the child
 *   is listed; the parent downloads their data from Your data, and the JSON holds the child;
 * - on a 1366 px laptop, the registrar turns a fresh academy form (sent with the parent's consent)
 *   into child registrations in the Academy tab's dialog: the children are read from the form's
 *   text, a missing club and a cleared date of birth show under their fields (and the server's
 *   refusal of an adult's date of birth under that child's), a name is corrected,
 *   a row added and removed, and one confirmation registers both with Athens, waiting for the club.
 * Fresh names per run (a random suffix of letters), so the spec can run again on the same database.
 */
import { readFile } from "node:fs/promises";
import { expect as baseExpect, type Browser, type Page } from "@playwright/test";
import { todayIso } from "../schema/athens-time";
import { currentSeason } from "../schema/season";
import { baseURL } from "../playwright.config";
import { inLocale, LOCALES, type Locale } from "./support/catalog";
import { collectPageErrors, expect, test, type ExpectedResponse } from "./support/fixtures";
import { HOME_CLUB, PHONE, phoneContext } from "./support/live-match";

const PASSWORD = "RoleDemo2026!";
const PARENT = { email: "parent@rugbyhellas.gr", password: PASSWORD };
const REGISTRAR = { email: "registrar@rugbyhellas.gr", password: PASSWORD };
const LAPTOP = { width: 1366, height: 900 };

/** The other kind of session's check answers 401 (a parent has no club session, the registrar no player one). */
const EXPECTED: ExpectedResponse[] = [{ status: 401, path: /^\/api\/(auth|users)\/me$/ }];
test.use({ serviceWorkers: "block", expectedResponses: [EXPECTED, { scope: "test" }] });

/** Letters only: the academy's reading takes digits for ages. */
const suffix = () => Array.from({ length: 5 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");
const thisYear = () => Number(todayIso().slice(0, 4));

type Named = { name: string; nameEl?: string | null };
type Team = { id: number; nameEn: string; nameEl: string | null; ageGroup: string; code: string; active: boolean };
const nameIn = (locale: Locale, club: Named) => (locale === "el" && club.nameEl ? club.nameEl : club.name);
const teamIn = (locale: Locale, team: Team) => (locale === "el" && team.nameEl ? team.nameEl : team.nameEn);

/** The page is no wider than its window: nothing scrolls sideways. */
async function expectFits(page: Page, width: number) {
  baseExpect(await page.evaluate(() => document.documentElement.scrollWidth), `${page.url()} fits ${width} px`).toBeLessThanOrEqual(width);
}

async function signedInParent(browser: Browser, locale: Locale) {
  const context = await phoneContext(browser, locale, "block");
  const answer = await context.request.post("/api/users/login", { data: PARENT, headers: { Origin: baseURL, "accept-language": locale } });
  baseExpect(answer.status(), await answer.text()).toBe(200);
  return context;
}

for (const locale of LOCALES) {
  const t = (english: string) => inLocale(locale, english);

  test(`a parent adds a child with consent under 15, sees them listed and downloads their data holding the child (${locale})`, async ({ browser }) => {
    const context = await signedInParent(browser, locale);
    const page = await context.newPage();
    const errors = collectPageErrors(page, EXPECTED);
    const child = { firstName: `Ariadne${suffix()}`, lastName: "Alexiou", dateOfBirth: `${thisYear() - 8}-03-14` };

    await page.goto("/user-profile/family");
    await expect(page.getByRole("heading", { level: 1, name: t("Family") })).toBeVisible();
    const form = page.getByRole("form", { name: t("Add a child") });
    await form.getByLabel(t("First name")).fill(child.firstName);
    await form.getByLabel(t("Last name")).fill(child.lastName);
    await form.getByLabel(t("Date of birth")).fill(child.dateOfBirth);

    // Under 15 without the parent's consent: the message shows once, under the box, and nothing is sent.
    const sent: string[] = [];
    page.on("request", (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/me/children" && sent.push(request.url()));
    await form.getByRole("button", { name: t("Add child"), exact: true }).click();
    const consentMessage = t("A parent's consent is required to register a child under 15");
    await expect(form.getByText(consentMessage)).toHaveCount(1);
    baseExpect(sent, "nothing is sent without the consent").toEqual([]);
    await expectFits(page, PHONE.width);

    await form.getByRole("checkbox").check();
    await expect(form.getByText(consentMessage)).toHaveCount(0);
    await form.getByRole("button", { name: t("Add child"), exact: true }).click();
    await expect(page.getByText(t("Child added")).first()).toBeVisible();
    await expect(form.getByLabel(t("First name"))).toHaveValue("");
    const row = page.getByTestId("child-row").filter({ hasText: `${child.firstName} ${child.lastName}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t("No login of their own"));
    await expectFits(page, PHONE.width);

    // Your data: the download is one JSON file that holds the child.
    await page.getByRole("navigation", { name: t("Player menu") }).getByRole("link", { name: t("Your data") }).click();
    await expect(page.getByRole("heading", { level: 1, name: t("Your data") })).toBeVisible();
    await expect(page.getByTestId("visibility-row").filter({ hasText: child.firstName })).toContainText(t("Minor"));
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: t("Download my data") }).click();
    const download = await downloading;
    baseExpect(download.suggestedFilename()).toMatch(/\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as unknown;
    baseExpect(JSON.stringify(data), "the data holds the child").toContain(child.firstName);
    baseExpect(JSON.stringify(data)).toContain(child.dateOfBirth);
    await expectFits(page, PHONE.width);
    baseExpect(errors, "errors logged by the parent's page").toEqual([]);
    await context.close();
  });

  test(`the registrar turns an academy form into child registrations in one dialog (${locale})`, async ({ browser, request }) => {
    const tag = suffix();
    const parentName = `Eleni Academy${tag}`;
    const form = {
      parentName,
      email: `academy.${tag}@example.com`,
      phone: "6971234567",
      childrenDetails: `Petros${tag}, 9; Zoe${tag} 12 years`,
      consent: true,
      language: locale,
    };
    const sent = await request.post("/api/academy-registration", { data: form, headers: { Origin: baseURL, "Idempotency-Key": crypto.randomUUID() } });
    baseExpect(sent.status(), await sent.text()).toBeLessThan(300);
    const club = (await (await request.get(`/api/clubs/${HOME_CLUB.id}`)).json()) as Named;
    const teams = (await (await request.get(`/api/clubs/${HOME_CLUB.id}/teams`)).json()) as Team[];
    const u12 = teams.find((team) => team.active && team.code === "union" && team.ageGroup === "u12");
    if (!u12) throw new Error("the seed gives Athens a union U12");

    const context = await phoneContext(browser, locale, "block", LAPTOP);
    const page = await context.newPage();
    // The server's refusal of an adult's date of birth, provoked below.
    const errors = collectPageErrors(page, [...EXPECTED, { status: 400, path: /^\/api\/admin\/academy-registrations\/\d+\/children$/ }]);
    await page.goto("/admin-login");
    await page.getByLabel(t("Email")).fill(REGISTRAR.email);
    await page.getByLabel(t("Password")).fill(REGISTRAR.password);
    await page.getByRole("button", { name: t("Login"), exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("tab", { name: new RegExp(`^${t("Academy")}`) }).click();

    const card = page.getByRole("listitem").filter({ hasText: form.email });
    await card.getByRole("button", { name: t("Register the children of {parentName}").replace("{parentName}", parentName) }).click();
    const dialog = page.getByRole("dialog", { name: t("Register children") });
    await expect(dialog).toBeVisible();

    // The children as the form's text names them: first names, the parent's last name, 1 January of the birth year.
    const children = dialog.getByTestId("academy-child");
    await expect(children).toHaveCount(2);
    const field = (index: number, label: string) => children.nth(index).getByLabel(t(label), { exact: true });
    await expect(field(0, "First name")).toHaveValue(`Petros${tag}`);
    await expect(field(1, "First name")).toHaveValue(`Zoe${tag}`);
    await expect(field(0, "Last name")).toHaveValue(`Academy${tag}`);
    await expect(field(0, "Date of birth")).toHaveValue(`${thisYear() - 9}-01-01`);
    await expect(field(1, "Date of birth")).toHaveValue(`${thisYear() - 12}-01-01`);
    await expect(dialog.getByLabel(t("Season"))).toHaveValue(currentSeason());

    // Errors under their fields: no club chosen, a date of birth cleared.
    await field(1, "Date of birth").fill("");
    await dialog.getByRole("button", { name: t("Register the children"), exact: true }).click();
    await expect(dialog.locator('[data-field-error="clubId"]')).toHaveText(t("Choose a club"));
    await expect(children.nth(1).getByText(t("Enter the child's date of birth: a child is under 18"))).toBeVisible();

    // Every field is editable; a row is added and removed.
    await field(1, "Date of birth").fill(`${thisYear() - 11}-06-30`);
    await field(1, "First name").fill(`Zoi${tag}`);
    await dialog.getByRole("button", { name: t("Add a child"), exact: true }).click();
    await expect(children).toHaveCount(3);
    await expect(field(2, "Last name")).toHaveValue(`Academy${tag}`);
    await dialog.getByRole("button", { name: t("Remove child {number}").replace("{number}", "3") }).click();
    await expect(children).toHaveCount(2);

    await dialog.getByLabel(t("Club")).selectOption({ label: nameIn(locale, club) });
    await dialog.getByLabel(t("Team (optional)")).selectOption({ label: teamIn(locale, u12) });
    await expect(dialog.getByLabel(t("Code"))).toHaveValue("union");
    await expectFits(page, LAPTOP.width);

    // The server's refusal of one child (an adult's date of birth) shows under that child's field, once.
    await field(1, "Date of birth").fill(`${thisYear() - 30}-01-01`);
    await dialog.getByRole("button", { name: t("Register the children"), exact: true }).click();
    const tooOld = t("Enter the child's date of birth: a child is under 18");
    await expect(children.nth(1).getByText(tooOld)).toBeVisible();
    await expect(dialog.getByText(tooOld)).toHaveCount(1);
    await field(1, "Date of birth").fill(`${thisYear() - 11}-06-30`);
    await expect(dialog.getByText(tooOld)).toHaveCount(0);
    await dialog.getByRole("button", { name: t("Register the children"), exact: true }).click();
    await expect(page.getByText(t("Children registered")).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    // The form is enrolled: it offers the action no more.
    await expect(card.getByRole("combobox", { name: t("Status") })).toHaveValue("enrolled");
    await expect(card.getByRole("button", { name: t("Register the children of {parentName}").replace("{parentName}", parentName) })).toHaveCount(0);

    // Both children wait for Athens' approval, with its U12, as the registrar's list shows.
    const waiting = (await (await page.request.get(`/api/admin/registrations?status=pending-club&q=${tag}`)).json()) as {
      items: { firstName: string; lastName: string; dateOfBirth: string; clubId: number; teamId: number; source: string; season: string }[];
    };
    baseExpect(waiting.items.map((row) => row.firstName).sort()).toEqual([`Petros${tag}`, `Zoi${tag}`]);
    for (const row of waiting.items) baseExpect(row).toMatchObject({ lastName: `Academy${tag}`, clubId: HOME_CLUB.id, teamId: u12.id, source: "academy", season: currentSeason() });
    baseExpect(waiting.items.find((row) => row.firstName === `Zoi${tag}`)?.dateOfBirth).toBe(`${thisYear() - 11}-06-30`);
    baseExpect(errors, "errors logged by the registrar's page").toEqual([]);
    await context.close();
  });
}
