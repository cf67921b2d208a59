import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BASE, call, callJson, createClub, TEST_PASSWORD } from "../../test/helpers";

const credentials = async () => {
  const club = await createClub();
  return JSON.stringify({ email: club.email, password: TEST_PASSWORD });
};

describe("CSRF and content types on /api", () => {
  it("refuses a JSON request whose Origin is another site with 403", async () => {
    const { status, body, response } = await callJson("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: await credentials(),
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: "forbidden" });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses by Origin alone and by Sec-Fetch-Site alone, whatever the content type", async () => {
    const byOrigin = await call("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "" },
      body: await credentials(),
    });
    expect(byOrigin.status).toBe(403);
    for (const site of ["cross-site", "same-site"]) {
      const form = await call("/api/users/logout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE, "sec-fetch-site": site },
        body: "a=1",
      });
      expect(form.status).toBe(403);
    }
  });

  it("lets same-origin requests and clients without browser headers through", async () => {
    expect((await call("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: await credentials() })).status).toBe(200);
    const noHeaders = await fetchWithoutBrowserHeaders(await credentials());
    expect(noHeaders.status).toBe(200);
  });

  it("answers 415 when a JSON endpoint gets another content type from the same site", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json, text/plain", "application/jsonx"]) {
      const { status, body } = await callJson("/api/auth/login", { method: "POST", headers: { "content-type": type }, body: await credentials() });
      expect(status).toBe(415);
      expect(body).toMatchObject({ code: "unsupported_media_type" });
    }
  });

  it("reads JSON with a charset or a +json type, and answers a body that is not an object with a 400", async () => {
    for (const type of ["application/json; charset=utf-8", "Application/JSON", "application/vnd.api+json"]) {
      expect((await call("/api/auth/login", { method: "POST", headers: { "content-type": type }, body: await credentials() })).status, type).toBe(200);
    }
    for (const body of ["[]", "null", '"text"', "{bad"]) {
      const { status, body: answer } = await callJson("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body });
      expect(status, body).toBe(400);
      expect(answer, body).toMatchObject({ code: "invalid_input", message: expect.any(String), fields: {} });
    }
  });
});

/** A script or curl: no Origin, no Sec-Fetch-Site, so no ambient browser cookie to abuse. */
async function fetchWithoutBrowserHeaders(body: string) {
  return exports.default.fetch(new Request(`${BASE}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body }));
}
