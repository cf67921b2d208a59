import { expect, test } from "@playwright/test";

test("an unknown path shows the Page Not Found card", async ({ page }) => {
  await page.goto("/this/does/not/exist");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the API answers unknown paths with a JSON 404", async ({ request }) => {
  const response = await request.get("/api/nope");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: "not_found" });
});
