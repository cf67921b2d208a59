/**
 * Issue 19, point 14: a claim link that no longer works (expired, used, replaced or unknown)
 * never locks a club out. Its page says so, changes nothing, and offers to send a new link; the
 * request names no address (the server sends only to the address the claim was made with) and the
 * answer is one neutral message, in the page's language, on a phone and on a laptop.
 * (That a new link really arrives for an expired one, and only for the claim's address, is proven
 * against the database in worker/routes/admin-claims.test.ts.)
 */
import { inLocale, LOCALES } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";

/** A link of the shape the federation mails (43 base64url characters) that no claim has. */
const unknownToken = () => Array.from({ length: 43 }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[Math.floor(Math.random() * 64)]).join("");

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1366, height: 800 } },
] as const;

test.use({
  serviceWorkers: "block",
  // The link itself is refused with 410 by design.
  expectedResponses: [[{ status: 410, path: /^\/api\/claims\/[\w-]+$/ }], { scope: "test" }],
});

for (const locale of LOCALES) {
  for (const size of SIZES) {
    test(`the page of a link that no longer works asks for a new one (${locale}, ${size.name})`, async ({ page, context }) => {
      const t = (english: string) => inLocale(locale, english);
      await setLanguage(context, locale);
      await page.setViewportSize(size.viewport);
      const token = unknownToken();
      await page.goto(`/claim/${token}`);

      const main = page.getByRole("main");
      await expect(main.getByRole("alert")).toContainText(t("This link is not valid. It may have expired (links work for 72 hours), been replaced by a newer one or been used already."));
      await expect(main.getByText(t("Nothing was changed. You can ask for a new link: it is sent to the e-mail address your claim was made with."))).toBeVisible();
      // Nowhere to type an address: a new link only ever goes to the claim's own.
      await expect(main.locator("input, textarea")).toHaveCount(0);

      const requested = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === `/api/claims/${token}/new-link`);
      await main.getByRole("button", { name: t("Send me a new link") }).click();
      const request = await requested;
      expect(request.postData() ?? "", "the request names no address").not.toContain("@");

      const answer = main.getByRole("status");
      await expect(answer).toHaveText(t("If this link can be renewed, a new one is on its way to the e-mail address the claim was made with."));
      await expect(main.getByRole("button", { name: t("Send me a new link") })).toHaveCount(0);
      await expect(main.getByRole("link", { name: t("Back to Home") })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, "nothing scrolls sideways").toBeLessThanOrEqual(size.viewport.width);
      await page.screenshot({ path: `test-results/claim-link-${locale}-${size.name}.png`, fullPage: true });
    });
  }
}
