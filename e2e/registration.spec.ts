/**
 * Issue 24's journey, on a 390 px phone in both languages:
 * - a parent (the seed's) adds two children on their Family page and registers both with Athens
 *   (club 1), one with its U14 and one with its U12, from their Registrations page;
 * - a second registration of a child in the same code and season is refused, naming the club;
 * - Athens' secretary approves both; the registrar (signed in at /admin-login) approves both in the
 *   back office's Registrations tab;
 * - the licence numbers show on the parent's Registrations page, each under its child;
 * - the roster (/dashboard/players) shows both children;
 * - the secretary records the health cards, one valid for a year and one expiring tomorrow, before
 *   the U14's next fixture (the seed's, in 8 days): the eligibility view of that fixture shows the
 *   U14 child not eligible, "Health card expired or missing".
 * Fresh children per run (a random suffix), so the spec can run again on the same database.
 */
import { expect as baseExpect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { seasonFirstYear } from "../domain/registrations/seasons";
import { todayIso } from "../schema/athens-time";
import { currentSeason } from "../schema/season";
import { baseURL } from "../playwright.config";
import { inLocale, LOCALES, type Locale } from "./support/catalog";
import { collectPageErrors, expect, test, type ExpectedResponse } from "./support/fixtures";
import { HOME_CLUB, PHONE, phoneContext } from "./support/live-match";

const PASSWORD = "RoleDemo2026!";
const PARENT = { email: "parent@rugbyhellas.gr", password: PASSWORD };
const SECRETARY = { email: "secretary@rugbyhellas.gr", password: PASSWORD };
const REGISTRAR = { email: "registrar@rugbyhellas.gr", password: PASSWORD };

/** The other kind of session's check answers 401 (a parent has no club session, the officials no player one). */
const EXPECTED: ExpectedResponse[] = [
  { status: 401, path: /^\/api\/(auth|users)\/me$/ },
  // The second registration of a child in the same code and season.
  { status: 409, path: /^\/api\/registrations$/ },
];
test.use({ serviceWorkers: "block", expectedResponses: [EXPECTED, { scope: "test" }] });

const suffix = () => Math.random().toString(36).slice(2, 7);
const daysFromToday = (days: number) => new Date(Date.parse(`${todayIso()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const fullName = (child: Child) => `${child.firstName} ${child.lastName}`;
/** `{name}` of a message filled in, as the screen shows it. */
const withName = (text: string, name: string) => text.replace("{name}", name);

type Child = { firstName: string; lastName: string; dateOfBirth: string; ageGroup: "u14" | "u12"; id?: number; registrationId?: number };
type Named = { name: string; nameEl?: string | null };
type Team = { id: number; nameEn: string; nameEl: string | null; ageGroup: string; code: string; active: boolean };

const nameIn = (locale: Locale, club: Named) => (locale === "el" && club.nameEl ? club.nameEl : club.name);
const teamIn = (locale: Locale, team: Team) => (locale === "el" && team.nameEl ? team.nameEl : team.nameEn);

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectFitsPhone(page: Page) {
  baseExpect(await page.evaluate(() => document.documentElement.scrollWidth), `${page.url()} fits the phone`).toBeLessThanOrEqual(PHONE.width);
}

async function signedIn(browser: Browser, locale: Locale, path: "/api/users/login" | "/api/auth/login", credentials: typeof PARENT) {
  const context = await phoneContext(browser, locale, "block");
  const answer = await context.request.post(path, { data: credentials, headers: { Origin: baseURL, "accept-language": locale } });
  baseExpect(answer.status(), await answer.text()).toBe(200);
  return context;
}

/** Athens' union U14 and U12 teams, as the club lists them. */
async function athensTeams(request: APIRequestContext) {
  const teams = (await (await request.get(`/api/clubs/${HOME_CLUB.id}/teams`)).json()) as Team[];
  const team = (ageGroup: string) => teams.find((one) => one.active && one.code === "union" && one.ageGroup === ageGroup);
  const [u14, u12] = [team("u14"), team("u12")];
  if (!u14 || !u12) throw new Error("the seed gives Athens a union U14 and U12");
  return { u14, u12 };
}

/** The U14's next fixture: the seed's friendly in 8 days. */
async function nextU14Fixture(request: APIRequestContext, u14: Team) {
  const matches = (await (await request.get(`/api/clubs/${HOME_CLUB.id}/matches?team=${u14.id}`)).json()) as { id: number; date: string }[];
  const next = matches.filter((match) => match.date > todayIso()).sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!next) throw new Error("the seed gives Athens' U14 a fixture to come");
  return next;
}

for (const locale of LOCALES) {
  test(`a parent registers two children, the club and the federation approve, the licences show, and an expired health card rules one out (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const t = (english: string) => inLocale(locale, english);
    const firstYear = seasonFirstYear(currentSeason());
    const tag = suffix();
    const older: Child = { firstName: `Alexis${tag}`, lastName: "Paidis", dateOfBirth: `${firstYear - 12}-05-10`, ageGroup: "u14" };
    const younger: Child = { firstName: `Danae${tag}`, lastName: "Paidi", dateOfBirth: `${firstYear - 10}-09-21`, ageGroup: "u12" };
    const children = [older, younger];

    // ---- the parent adds two children ----------------------------------------------------------
    const parentContext = await signedIn(browser, locale, "/api/users/login", PARENT);
    const club = (await (await parentContext.request.get(`/api/clubs/${HOME_CLUB.id}`)).json()) as Named;
    const teams = await athensTeams(parentContext.request);
    const parent = await parentContext.newPage();
    const parentErrors = collectPageErrors(parent, EXPECTED);
    await parent.goto("/user-profile/family");
    await expect(parent.getByRole("heading", { level: 1, name: t("Family") })).toBeVisible();
    const addChild = parent.getByRole("form", { name: t("Add a child") });
    for (const child of children) {
      await addChild.getByLabel(t("First name")).fill(child.firstName);
      await addChild.getByLabel(t("Last name")).fill(child.lastName);
      await addChild.getByLabel(t("Date of birth")).fill(child.dateOfBirth);
      await addChild.getByRole("checkbox").check();
      await addChild.getByRole("button", { name: t("Add child"), exact: true }).click();
      await expect(parent.getByText(t("Child added")).first()).toBeVisible();
      await expect(addChild.getByLabel(t("First name"))).toHaveValue("");
    }
    const listed = (await (await parentContext.request.get("/api/me/children")).json()) as { id: number; firstName: string }[];
    for (const child of children) child.id = listed.find((one) => one.firstName === child.firstName)?.id;
    baseExpect(children.every((child) => child.id), "both children are on the family's list").toBe(true);
    await expectFitsPhone(parent);

    // ---- and registers both with Athens, from their Registrations page ----------------------------
    await parent.getByRole("navigation", { name: t("Player menu") }).getByRole("link", { name: t("Registrations") }).click();
    await expect(parent.getByRole("heading", { level: 1, name: t("Registrations") })).toBeVisible();
    const form = parent.getByRole("form", { name: t("Register with a club") });
    for (const child of children) {
      const team = teams[child.ageGroup];
      await form.getByLabel(t("Player")).selectOption({ label: fullName(child) });
      await form.getByLabel(t("Club")).selectOption({ label: nameIn(locale, club) });
      await form.getByLabel(t("Team (optional)")).selectOption({ label: teamIn(locale, team) });
      await expect(form.getByLabel(t("Season"))).toHaveValue(currentSeason());
      await expect(form.getByLabel(t("Code"))).toHaveValue("union");
      await form.getByRole("button", { name: t("Register"), exact: true }).click();
      await expect(parent.getByText(t("Application sent")).first()).toBeVisible();
      const panel = parent.getByRole("region", { name: fullName(child), exact: true });
      await expect(panel).toContainText(t("Waiting for the club"));
      await expect(panel).toContainText(teamIn(locale, team));
      await expect(panel).toContainText(nameIn(locale, club));
    }
    // A second registration in the same code and season is refused, naming the club that holds the place.
    await form.getByLabel(t("Player")).selectOption({ label: fullName(older) });
    await form.getByLabel(t("Club")).selectOption({ label: nameIn(locale, club) });
    await form.getByRole("button", { name: t("Register"), exact: true }).click();
    await expect(form.getByRole("alert")).toHaveText(`${t("Already registered for this code and season with the club:")} ${nameIn(locale, club)}`);
    await expectFitsPhone(parent);
    const mine = (await (await parentContext.request.get("/api/registrations")).json()) as { id: number; personId: number }[];
    for (const child of children) child.registrationId = mine.find((row) => row.personId === child.id)?.id;

    // ---- Athens' secretary approves both ----------------------------------------------------------
    const secretaryContext = await signedIn(browser, locale, "/api/auth/login", SECRETARY);
    const secretary = await secretaryContext.newPage();
    const secretaryErrors = collectPageErrors(secretary, EXPECTED);
    await secretary.goto("/dashboard/registrations");
    await expect(secretary.getByRole("heading", { level: 1, name: t("Registrations") })).toBeVisible();
    const clubRow = (child: Child) => secretary.getByTestId("club-registration").filter({ hasText: fullName(child) });
    for (const child of children) {
      await clubRow(child)
        .getByRole("button", { name: withName(t("Approve the registration of {name}"), fullName(child)) })
        .click();
      await expect(clubRow(child)).toHaveCount(0);
    }
    await expectFitsPhone(secretary);

    // ---- the registrar approves both in the back office ---------------------------------------------
    const registrarContext = await phoneContext(browser, locale, "block");
    const registrar = await registrarContext.newPage();
    const registrarErrors = collectPageErrors(registrar, EXPECTED);
    await registrar.goto("/admin-login");
    await registrar.getByLabel(t("Email")).fill(REGISTRAR.email);
    await registrar.getByLabel(t("Password")).fill(REGISTRAR.password);
    await registrar.getByRole("button", { name: t("Login"), exact: true }).click();
    await expect(registrar).toHaveURL(/\/admin$/);
    await registrar.getByRole("tab", { name: new RegExp(`^${t("Registrations")}`) }).click();
    await expect(registrar.getByLabel(t("Status"))).toHaveValue("pending-federation");
    for (const child of children) {
      await registrar.getByLabel(t("Name or licence number")).fill(child.firstName);
      const row = registrar.getByTestId("admin-registration").filter({ hasText: child.firstName });
      await expect(row).toHaveCount(1);
      await row.getByRole("button", { name: withName(t("Approve the registration of {name}"), fullName(child)) }).click();
      await expect(registrar.getByTestId("issued-licence")).toContainText(child.firstName);
    }

    // ---- the licence numbers show on the parent's page, each under its child --------------------------
    await parent.goto("/user-profile/registrations");
    for (const child of children) {
      const panel = parent.getByRole("region", { name: fullName(child), exact: true });
      await expect(panel).toContainText(t("Licensed"));
      await expect(panel.getByTestId("licence-number")).toHaveText(new RegExp(`^RH-${firstYear}-U0*${child.registrationId}$`));
    }
    await expectFitsPhone(parent);

    // ---- the roster shows both children ----------------------------------------------------------------
    await secretary.goto("/dashboard/players");
    for (const child of children) await expect(secretary.getByRole("main")).toContainText(child.firstName);

    // ---- health cards: a year for the younger, tomorrow for the U14 child --------------------------------
    await secretary.goto("/dashboard/registrations");
    await secretary.getByRole("group", { name: t("Filters") }).getByLabel(t("Status")).selectOption("licensed");
    const cards: [Child, string][] = [
      [younger, daysFromToday(364)],
      [older, daysFromToday(1)],
    ];
    for (const [child, expiresOn] of cards) {
      await clubRow(child)
        .getByRole("button", { name: withName(t("Health card of {name}"), fullName(child)) })
        .click();
      const dialog = secretary.getByRole("dialog");
      await dialog.getByLabel(t("Expires on")).fill(expiresOn);
      await dialog.getByRole("button", { name: t("Save") }).click();
      await expect(dialog).toBeHidden();
    }

    // ---- the U14's next fixture: the U14 child is not eligible, for the health card -------------------------
    const fixture = await nextU14Fixture(secretaryContext.request, teams.u14);
    baseExpect(fixture.date > daysFromToday(1), "the card expires before the fixture").toBe(true);
    // The screen opens on the club's next fixture; `?fixture=` chooses the U14's.
    await secretary.goto(`/dashboard/eligibility?fixture=${fixture.id}`);
    const eligibility = secretary.getByTestId("eligibility-row").filter({ hasText: fullName(older) });
    await expect(eligibility).toContainText(t("Not eligible"));
    await expect(eligibility).toContainText(t("Health card expired or missing"));
    await expectFitsPhone(secretary);

    baseExpect([...parentErrors, ...secretaryErrors, ...registrarErrors]).toEqual([]);
    await Promise.all([parentContext.close(), secretaryContext.close(), registrarContext.close()]);
  });
}
