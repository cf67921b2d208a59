/**
 * Issue 19, point 13: axe finds nothing on a competition's page and on a match page, in English
 * and in Greek, label in name (WCAG 2.5.3) included: each fixture link's name starts with the
 * date it shows, and the Greek match page names its competition in Greek.
 */
import { LOCALES } from "./support/catalog";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";

test.use({ serviceWorkers: "block" });

type Competition = { slug: string; nameEn: string; nameEl: string };
type Fixtures = { rounds: { fixtures: { id: number; homeScore: number | null; away: unknown }[] }[] };

for (const locale of LOCALES) {
  test(`axe finds nothing on a competition's page and its match page (${locale})`, async ({ page }) => {
    await setLanguage(page, locale);
    // A seeded competition with results: the one with the most fixtures.
    const competitions = (await (await page.request.get("/api/competitions")).json()) as Competition[];
    const withFixtures = await Promise.all(
      competitions.map(async (competition) => ({
        competition,
        fixtures: ((await (await page.request.get(`/api/competitions/${competition.slug}/fixtures`)).json()) as Fixtures).rounds.flatMap((round) => round.fixtures),
      })),
    );
    const { competition, fixtures } = withFixtures.sort((a, b) => b.fixtures.length - a.fixtures.length)[0];
    const played = fixtures.find((fixture) => fixture.homeScore !== null && fixture.away !== null);
    expect(played, `a played fixture in ${competition.slug}`).toBeDefined();

    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`/competitions/${competition.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(locale === "el" ? competition.nameEl : competition.nameEn);
      expect(await axeViolations(page), `/competitions/${competition.slug} at ${viewport.width} px`).toEqual([]);

      // The fixture's link goes to its match page (a fixture is match 500,000,000 + its id).
      const matchPath = `/matches/${played!.id}`;
      await expect(page.locator(`main a[href="${matchPath}"]`)).toHaveCount(1);
      await page.goto(matchPath);
      const competitionLink = page.locator(`main a[href="/competitions/${competition.slug}"]`).first();
      await expect(competitionLink).toBeVisible();
      const name = locale === "el" ? competition.nameEl : competition.nameEn;
      await expect(competitionLink).toHaveAccessibleName(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      expect(await axeViolations(page), `${matchPath} at ${viewport.width} px`).toEqual([]);
    }
  });
}
