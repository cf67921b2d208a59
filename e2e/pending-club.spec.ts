/**
 * Issue 19, point 9: a newly registered club lands on a dashboard that tells it it waits for the
 * federation's approval, in English and Greek; an approved club's dashboard does not say so.
 */
import { expect, test } from "@playwright/test";
import { inLocale, LOCALES } from "./support/catalog";
import { setLanguage } from "./support/language";

test.use({ serviceWorkers: "block" });

const NOTICE =
  "Your club is waiting for the federation's approval. Until then it appears in no public list or page; you can already prepare your news, players and matches.";
const uniqueTag = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

for (const locale of LOCALES) {
  test(`a pending club's dashboard says it waits for approval (${locale})`, async ({ page }) => {
    await setLanguage(page, locale);
    const tag = uniqueTag();
    const email = `pending-${tag}@example.com`;
    const registered = await page.request.post("/api/clubs/register", {
      data: {
        name: `Pending Test RFC ${tag}`,
        email,
        password: "Pending-Test-2026",
        abbreviation: "PTR",
        location: "Kavala",
        rugbyUnion: true,
        rugbyLeague: false,
        responsiblePersonName: "Eleni Pending",
        responsiblePersonEmail: `eleni-${tag}@example.com`,
        responsiblePersonPhone: "+30 697 000 3333",
      },
    });
    expect(registered.status()).toBe(201);
    expect((await page.request.post("/api/auth/login", { data: { email, password: "Pending-Test-2026" } })).status()).toBe(200);
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto("/dashboard");
      await expect(page.getByTestId("pending-approval")).toHaveText(inLocale(locale, NOTICE));
      await page.screenshot({ path: `test-results/pending-club-${locale}-${viewport.width}.png` });
    }
  });
}

test("an approved club's dashboard has no approval notice", async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: { email: "club@rugbyhellas.gr", password: "ClubDemo2026!" } })).status()).toBe(200);
  await page.goto("/dashboard");
  await expect(page.getByTestId("count-news")).toBeVisible();
  await expect(page.getByTestId("pending-approval")).toHaveCount(0);
});
