/**
 * Issue 21, point 6: on a Greek interface every app screen names a club by its Greek name (the
 * club's dashboard, the admin's lists and banner, live scoring, the claim pages and dialog), never
 * by its Latin one; and a text shown in the other language (a Latin name with no Greek version)
 * carries its own `lang`, so a screen reader reads it with the right voice.
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { inLocale } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";
import { AWAY_CLUB, HOME_CLUB, matchToday } from "./support/live-match";

const LAPTOP = { width: 1366, height: 900 };
test.use({ serviceWorkers: "block", viewport: LAPTOP });

const CLUB = { email: "club@rugbyhellas.gr", password: "ClubDemo2026!" };
const ADMIN = { email: "admin@rugbyhellas.gr", password: "AdminDemo2026!" };
/** The seeded clubs this spec meets, by both names (scripts/seed/bilingual.ts). */
const OWLS = { latin: HOME_CLUB.name, greek: "Κουκουβάγιες Αθήνας Ρ.Σ." };
const MARINERS = { latin: AWAY_CLUB.name, greek: "Ναυτικοί Πειραιά Ρ.Σ." };
const FALCONS = { id: 10, latin: "Kalamata Falcons RLFC", greek: "Γεράκια Καλαμάτας" };
const FEDERATION = { latin: "Hellenic Rugby Federation", greek: "Ελληνική Ομοσπονδία Ράγκμπι" };

const t = (english: string) => inLocale("el", english);
const uniqueTag = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

/** The admin's API, signed in with the federation's credentials. */
async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post("/api/auth/admin-login", { data: ADMIN })).status()).toBe(200);
  return api;
}

/** Signs the admin in on /admin-login with their e-mail and password, on the Greek interface. */
async function adminSignsIn(page: Page) {
  await page.goto("/admin-login");
  const form = page.getByRole("main").getByRole("form", { name: t("Admin login") });
  await form.getByLabel(t("Email"), { exact: true }).fill(ADMIN.email);
  await form.getByLabel(t("Password"), { exact: true }).fill(ADMIN.password);
  await form.getByRole("button", { name: t("Login"), exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The sign-in reloads the page onto /admin: a later goto must not race that load.
  await page.waitForLoadState("load");
}

/** `area` names the club in Greek and nowhere in Latin letters. */
async function expectGreekName(area: ReturnType<Page["locator"]>, club: { latin: string; greek: string }) {
  await expect(area).toContainText(club.greek);
  await expect(area).not.toContainText(club.latin);
}

test.beforeEach(async ({ context }) => setLanguage(context, "el"));

test("the club's dashboard and live scoring name the clubs in Greek", async ({ page }) => {
  const admin = await adminApi();
  const { matchId } = await matchToday(admin, "el");
  await admin.dispose();

  expect((await page.request.post("/api/auth/login", { data: CLUB })).status()).toBe(200);
  await page.goto("/dashboard");
  await expect(page.getByTestId("dashboard-club-name")).toHaveText(OWLS.greek);
  await expectGreekName(page.getByRole("main"), OWLS);

  await page.goto(`/live/${matchId}`);
  const main = page.getByRole("main");
  await expect(main.getByTestId("official-score")).toBeVisible();
  await expectGreekName(main, OWLS);
  await expectGreekName(main, MARINERS);
});

test("the admin's screens name the federation and the clubs in Greek; a Latin-only name says it is English", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  // A new club with a Latin name only (it waits for approval, so it is listed to the admin alone).
  const latinOnly = `Lang Probe ${tag} RFC`;
  const visitor = await playwrightRequest.newContext({ baseURL });
  const registered = await visitor.post("/api/clubs/register", {
    data: {
      name: latinOnly,
      abbreviation: "LPR",
      email: `probe.${tag}@example.com`,
      password: "Probe-2026!",
      location: "Patras",
      rugbyUnion: true,
      rugbyLeague: false,
      responsiblePersonName: "Nikos Probe",
      responsiblePersonEmail: `nikos.${tag}@example.com`,
      responsiblePersonPhone: "+30 694 000 0000",
    },
  });
  expect(registered.status()).toBe(201);
  // A claim for a club with a Greek name, for the claims inbox.
  const claimant = `claimant.${tag}@example.com`;
  const claimed = await visitor.post("/api/clubs/claim", {
    data: { fullName: `Eleni ${tag}`, email: claimant, phoneNumber: "+30 697 111 2222", clubId: FALCONS.id, clubName: FALCONS.latin },
  });
  expect(claimed.ok(), await claimed.text()).toBe(true);
  await visitor.dispose();

  await adminSignsIn(page);
  const main = page.getByRole("main");
  await expect(main.getByText(t("Signed in as {clubName}.").replace("{clubName}", FEDERATION.greek))).toBeVisible();
  await expect(main).not.toContainText(FEDERATION.latin);

  // The clubs tab: the list and the approval queue.
  const owls = main.getByTestId("admin-club").filter({ hasText: OWLS.greek });
  await expect(owls).toBeVisible();
  await expect(main.getByTestId("admin-club").filter({ hasText: OWLS.latin })).toHaveCount(0);
  const pending = main.getByTestId("pending-club").filter({ hasText: latinOnly });
  await expect(pending.locator('[lang="en"]').filter({ hasText: latinOnly })).toHaveCount(1);
  // Its location too, typed in Latin letters only.
  await expect(pending.locator('[lang="en"]').filter({ hasText: "Patras" })).toHaveCount(1);
  // A Greek name on the Greek page says nothing more.
  await expect(owls.locator("[lang]")).toHaveCount(0);

  // The claims inbox.
  await page.goto("/admin?tab=claims");
  const claim = page.getByTestId("claim-card").filter({ hasText: claimant });
  await expectGreekName(claim, FALCONS);

  // The impersonation tab, then the banner while acting as the club.
  await page.goto("/admin?tab=impersonate");
  const acting = page.getByRole("main").getByRole("region", { name: t("Act as a club") });
  await expectGreekName(acting, OWLS);
  await acting.getByRole("combobox", { name: t("Club") }).selectOption({ label: OWLS.greek });
  await acting.getByRole("textbox", { name: t("Reason") }).fill(`Greek names check ${tag}`);
  await acting.getByRole("button", { name: t("Act as this club") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByTestId("impersonation-banner");
  await expectGreekName(banner, OWLS);
  await banner.getByRole("button", { name: t("Stop") }).click();
  await expect(banner).toBeHidden();

  // A competition's entrants.
  const admin = await adminApi();
  const { competition } = await matchToday(admin, "el");
  const detail = (await (await admin.get(`/api/admin/competitions/${competition.id}`)).json()) as { nameEl: string };
  await admin.dispose();
  await page.goto("/admin?tab=competitions");
  await page.getByRole("button", { name: t("Manage {0}").replace("{0}", detail.nameEl) }).click();
  const teams = page.getByRole("main").getByRole("list", { name: t("Teams") });
  await expectGreekName(teams, OWLS);
  await expectGreekName(teams, MARINERS);
});

test("the league clubs page and its claim dialog name the club in Greek", async ({ page }) => {
  await page.goto("/rugby-league-clubs");
  const main = page.getByRole("main");
  await expectGreekName(main, FALCONS);
  const card = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: FALCONS.greek }) });
  await card.getByRole("button", { name: new RegExp(`^${t("Claim this club")}`) }).click();
  const dialog = page.getByRole("dialog", { name: t("Claim this club") });
  await expectGreekName(dialog, FALCONS);
});

test("a competition's table names a guest team by its Greek name, and a member club by its own", async ({ page }) => {
  await page.goto("/competitions/rugby-union-greek-championship-2026-27");
  const table = page.getByTestId("competition-table");
  // The seed's guest team (scripts/seed/bilingual.ts), found by the Latin name the row keeps as its key.
  await expect(table.locator('tr[data-team="Corfu Phaeacians RFC"] [data-column="team"]')).toContainText("Φαίακες Κέρκυρας Ρ.Σ.");
  await expect(table.locator(`tr[data-team="${OWLS.latin}"] [data-column="team"]`)).toContainText(OWLS.greek);
  await expect(table.getByText("Corfu Phaeacians RFC")).toHaveCount(0);
});
