import { describe, expect, it } from "vitest";
import { DRAWN_PAGE_HEADER } from "../../../schema/page-contract";
import { call } from "../../test/helpers";

/**
 * worker/modules/pages/pages.ts with a stub renderer (worker/test/page-renderer-stub.ts): which requests get a
 * drawn page, and how the built shell is edited around it (HTMLRewriter).
 */
describe("pages served by the worker", () => {
  it("puts the drawn page, its title, language and data into the shell", async () => {
    const response = await call("/clubs", { headers: { cookie: "language=el", "sec-fetch-mode": "navigate" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toContain("Cookie");
    const html = await response.text();
    expect(html).toContain('<html lang="el">');
    expect(html).toContain("<title>Stub /clubs | Rugby Hellas</title>");
    expect(html).toMatch(/<div id="root" data-server-page="\/clubs"><main><h1>Stub page \/clubs<\/h1><\/main><\/div>\s*<script type="application\/json" id="page-data">\{/);
  });

  it("answers with the renderer's status", async () => {
    expect((await call("/no-such-page")).status).toBe(404);
  });

  it("serves the plain shell for the app's own screens and for the service worker's copy", async () => {
    const login = await (await call("/login")).text();
    expect(login).toContain('<div id="root">');
    expect(login).not.toContain("data-server-page");
    const precache = await call("/", { headers: { "sec-fetch-mode": "same-origin", "sec-fetch-dest": "empty" } });
    expect(precache.status).toBe(200);
    expect(await precache.text()).not.toContain("data-server-page");
  });

  it("keeps the service worker's copy of the shell plain after a visit drew the home page (issue 25)", async () => {
    expect(await (await call("/", { headers: { "sec-fetch-mode": "navigate" } })).text()).toContain('data-server-page="/"');
    const precache = await call("/", { headers: { "sec-fetch-mode": "same-origin", "sec-fetch-dest": "empty" } });
    expect(await precache.text()).not.toContain("data-server-page");
  });

  it("draws the page, at / too, when the service worker fetches it to keep on the device (issue 25)", async () => {
    const headers = { "sec-fetch-mode": "same-origin", "sec-fetch-dest": "empty", [DRAWN_PAGE_HEADER]: "1" };
    for (const path of ["/", "/clubs?lang=el"]) {
      const page = await call(path, { headers });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`data-server-page="${path.replace(/\?.*/, "")}"`);
    }
  });

  it("answers a script's fetch of a page with that page, and of an unknown address with 404 (issue 19, point 12)", async () => {
    for (const mode of ["cors", "same-origin"]) {
      const headers = { "sec-fetch-mode": mode, "sec-fetch-dest": "empty" };
      const login = await call("/login?tab=user&verified=true", { headers });
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('<div id="root">');
      const clubs = await call("/clubs", { headers });
      expect(clubs.status).toBe(200);
      expect(await clubs.text()).toContain("Stub page /clubs");
      expect((await call("/no-such-page", { headers })).status).toBe(404);
    }
  });

  it("answers 404 for a file that does not exist, never the app shell", async () => {
    const response = await call("/assets/no-such-file.js", { headers: { "sec-fetch-mode": "no-cors", "sec-fetch-dest": "script" } });
    expect(response.status).toBe(404);
  });
});

describe("the language a page is drawn in (issue 21, point 7)", () => {
  const visit = (headers: Record<string, string>, path = "/clubs") => call(path, { headers: { "sec-fetch-mode": "navigate", ...headers } });
  const drawnLanguage = async (response: Response) => /<html lang="(\w+)">/.exec(await response.text())?.[1];

  it("a first visit from a Greek browser is drawn in Greek, an English or silent one in English", async () => {
    expect(await drawnLanguage(await visit({ "accept-language": "el" }))).toBe("el");
    expect(await drawnLanguage(await visit({ "accept-language": "el-GR,el;q=0.9,en;q=0.8" }))).toBe("el");
    expect(await drawnLanguage(await visit({ "accept-language": "en-US,en;q=0.9,el;q=0.8" }))).toBe("en");
    expect(await drawnLanguage(await visit({}))).toBe("en");
  });

  it("the language chosen in the app (its cookie) wins over the browser's, and the address's over both", async () => {
    expect(await drawnLanguage(await visit({ "accept-language": "el-GR,el;q=0.9", cookie: "language=en" }))).toBe("en");
    expect(await drawnLanguage(await visit({ "accept-language": "en", cookie: "language=el" }))).toBe("el");
    expect(await drawnLanguage(await visit({ "accept-language": "el", cookie: "language=el" }, "/clubs?lang=en"))).toBe("en");
  });

  it("a page that depends on the browser's language says so to every cache (Vary: Accept-Language)", async () => {
    for (const path of ["/clubs", "/login"]) {
      const vary = (await visit({ "accept-language": "el" }, path)).headers.get("vary") ?? "";
      expect(vary).toMatch(/\bCookie\b/);
      expect(vary).toMatch(/\bAccept-Language\b/);
    }
  });
});
