/**
 * A page's address fetched by a script (issue 19, point 12): the e-mail verification page follows
 * the API's redirect to /login with `fetch`, and a script may `fetch('/clubs')`. Each answers its
 * page (200), never a 404, so the verification page logs no error; an unknown address still 404s.
 */
import { expect, test } from "@playwright/test";
import { linkInMail } from "./support/mail";

const uniqueTag = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

test("the verification page and a script's fetch of a page get no 404", async ({ page }) => {
  const tag = uniqueTag();
  const firstName = `Fetch${tag}`;
  const registered = await page.request.post("/api/users/register", {
    data: { firstName, lastName: "Tester", email: `fetch-${tag}@example.com`, password: "Player-pass-1" },
  });
  expect(registered.status()).toBe(201);
  const link = new URL(await linkInMail(`Hello ${firstName},`, /https?:\/\/\S+\/verify-email\?token=[\w-]+/, "the verification mail"));

  const notFound: string[] = [];
  page.on("response", (response) => void (response.status() === 404 && notFound.push(response.url())));
  page.on("console", (message) => void (message.type() === "error" && notFound.push(`console: ${message.text()}`)));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText("Your email has been successfully verified. You can now log in to your account.")).toBeVisible();

  const answers = await page.evaluate(async () =>
    Promise.all(["/login", "/clubs", "/dashboard"].map(async (path) => [path, (await fetch(path)).status] as const)),
  );
  expect(Object.fromEntries(answers)).toEqual({ "/login": 200, "/clubs": 200, "/dashboard": 200 });
  expect(notFound).toEqual([]);
  // An address with no page stays a 404.
  expect(await page.evaluate(async () => (await fetch("/no-such-page-at-all")).status)).toBe(404);
});
