/**
 * The API reference at /api/docs (issue 20, point 8) works without the internet: its script is
 * our own asset, so with every request to another host refused the page still lists the
 * operations, links to the document itself, and asks nothing of another site.
 */
import { expect, test } from "./support/fixtures";

const isOurs = (url: URL) => url.hostname === "localhost" || url.hostname === "127.0.0.1";

test("/api/docs lists the operations with the outside network blocked, and links to the document", async ({ page }) => {
  const outside: string[] = [];
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (isOurs(url)) return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  await page.goto("/api/docs");

  // The reference drew the document: its title, and the operations by their summaries in its list.
  await expect(page.getByRole("heading", { name: "Rugby Hellas API", level: 1 })).toBeVisible({ timeout: 20_000 });
  const list = page.getByRole("complementary", { name: "Sidebar for Rugby Hellas API" });
  for (const [group, summary] of [
    ["competitions", "List a competition's fixtures by round"],
    ["auth", "Sign in as a club official"],
  ]) {
    await list.getByRole("button", { name: `Open Group - ${group}` }).click();
    await expect(list.getByRole("link", { name: new RegExp(`^${summary}`) })).toBeVisible();
  }

  const link = page.getByRole("link", { name: "OpenAPI document (JSON)" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", "/api/openapi.json");

  expect(outside).toEqual([]);
});
