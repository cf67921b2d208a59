import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clubRow, expectRejected, signedInClub } from "../../test/dashboard";
import { call, callJson, cookieFrom, createStanding, signInClub, TEST_PASSWORD } from "../../test/helpers";

const profile = {
  name: "Ares Athens RFC",
  abbreviation: "ARS",
  location: "Athens",
  description: "Rugby by the sea since 1998.",
  rugbyUnion: true,
  rugbyLeague: true,
  responsiblePersonName: "Eleni Georgiou",
  responsiblePersonEmail: "eleni@ares.gr",
  responsiblePersonPhone: "+30 210 000 0000",
  foundedYear: 1998,
  website: "https://ares.gr",
  facebookUrl: "https://facebook.com/ares",
  instagramUrl: "",
  xUrl: "https://x.com/ares",
};

describe("GET /api/clubs/profile", () => {
  it("answers the club's own view of itself, without secrets", async () => {
    const { club, cookie } = await signedInClub();
    const { status, body } = await callJson("/api/clubs/profile", { cookie });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: club.id, name: club.name, email: club.email, responsiblePersonEmail: club.responsiblePersonEmail, isAdmin: false });
    expect(body).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(body)).not.toContain("scrypt$");
  });
});

describe("PATCH /api/clubs/profile", () => {
  it("saves the profile, clears emptied links and renames the teams named as a club not yet approved (its typed rows name them)", async () => {
    // An approved club's new name waits for the federation (club-names.test.ts).
    const { club, cookie } = await signedInClub({ instagramUrl: "https://instagram.com/old", status: "pending" });
    await createStanding({ teamName: club.name, clubId: club.id, season: "2026-27" });
    await createStanding({ teamName: club.name, clubId: club.id, season: "2025-26" });

    // A name of its own: the names other tests' clubs propose stay free (club names are unique).
    const renamed = { ...profile, name: "Ares Piraeus RFC" };
    const { status, body } = await callJson("/api/clubs/profile", { method: "PATCH", json: renamed, cookie });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...renamed, id: club.id, email: club.email, instagramUrl: null });
    expect(await clubRow(club.id)).toMatchObject({ ...renamed, instagramUrl: null });

    const rows = await callJson<any[]>("/api/clubs/standings", { cookie });
    expect(rows.body.map((row) => row.teamName)).toEqual(["Ares Piraeus RFC", "Ares Piraeus RFC"]);
    expect(await clubRow(club.id)).toMatchObject({ name: "Ares Piraeus RFC", foundedYear: 1998 });
  });

  it("keeps the responsible person's contact private until the club switches it public, and private again after", async () => {
    const { club, cookie } = await signedInClub();
    expect(club.contactPublic).toBe(false);
    const publicView = async () => (await callJson(`/api/clubs/${club.id}`)).body;
    const contact = { responsiblePersonName: "Eleni Georgiou", responsiblePersonEmail: "eleni@ares.gr", responsiblePersonPhone: "+30 210 000 0000" };

    // The form without the switch leaves it as it is: still private.
    expect((await callJson("/api/clubs/profile", { method: "PATCH", json: profile, cookie })).body).toMatchObject({ contactPublic: false, ...contact });
    expect(await publicView()).toMatchObject({ contactPublic: false, responsiblePersonName: null, responsiblePersonEmail: null, responsiblePersonPhone: null });

    const on = await callJson("/api/clubs/profile", { method: "PATCH", json: { ...profile, contactPublic: true }, cookie });
    expect(on).toMatchObject({ status: 200, body: { contactPublic: true, ...contact } });
    expect(await publicView()).toMatchObject({ contactPublic: true, ...contact });
    // Leaving the switch out of a later save keeps it on.
    await callJson("/api/clubs/profile", { method: "PATCH", json: { ...profile, name: "Ares Athens Rugby" }, cookie });
    expect(await publicView()).toMatchObject({ contactPublic: true, ...contact });

    await callJson("/api/clubs/profile", { method: "PATCH", json: { ...profile, contactPublic: false }, cookie });
    expect(await publicView()).toMatchObject({ contactPublic: false, responsiblePersonName: null, responsiblePersonEmail: null, responsiblePersonPhone: null });
    // The club itself always sees its contact.
    expect((await callJson("/api/clubs/profile", { cookie })).body).toMatchObject({ contactPublic: false, ...contact });
  });

  it("accepts any founded year up to this one (the limit is read per request, not when the worker starts)", async () => {
    const { cookie } = await signedInClub();
    for (const foundedYear of [1850, 2009, new Date().getUTCFullYear()]) {
      const { status, body } = await callJson("/api/clubs/profile", { method: "PATCH", json: { ...profile, foundedYear }, cookie });
      expect(status).toBe(200);
      expect(body).toMatchObject({ foundedYear });
    }
  });

  it("refuses bad fields with the SPEC messages, changing nothing", async () => {
    const { club, cookie } = await signedInClub();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "AB" }, "name", "Club name must be at least 3 characters"],
      [{ abbreviation: "TOOLONG" }, "abbreviation", "Abbreviation must be 2-5 characters"],
      [{ location: "" }, "location", "Location is required"],
      [{ rugbyUnion: false, rugbyLeague: false }, "rugbyUnion", "Please select at least one rugby type"],
      [{ responsiblePersonEmail: "nope" }, "responsiblePersonEmail", "Valid responsible person email is required"],
      [{ responsiblePersonPhone: "123" }, "responsiblePersonPhone", "Valid phone number is required"],
      [{ website: "javascript:alert(1)" }, "website", "Please enter a valid URL"],
      [{ foundedYear: 1700 }, "foundedYear", "Founded year must be a valid year"],
      [{ foundedYear: new Date().getUTCFullYear() + 2 }, "foundedYear", "Founded year must be a valid year"],
      [{ contactPublic: "yes" }, "contactPublic", "Choose whether the responsible person's contact is public"],
    ];
    for (const [change, field, message] of cases) {
      await expectRejected("/api/clubs/profile", cookie, "PATCH", { ...profile, ...change }, field, message);
    }
    expect(await clubRow(club.id)).toEqual(club);
  });
});

describe("POST /api/clubs/password", () => {
  it("refuses a wrong current password and a short new one", async () => {
    const { cookie } = await signedInClub();
    const wrong = await callJson("/api/clubs/password", { json: { currentPassword: "not-the-password", newPassword: "New-Password-1" }, cookie });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { currentPassword: "Current password is incorrect" } } });
    await expectRejected("/api/clubs/password", cookie, "POST", { currentPassword: TEST_PASSWORD, newPassword: "short" }, "newPassword", "New password must be at least 8 characters");
    await expectRejected("/api/clubs/password", cookie, "POST", { currentPassword: "", newPassword: "New-Password-1" }, "currentPassword", "Current password is required");
  });

  it("changes the password, keeps this device signed in and ends the club's other sessions", async () => {
    const { club, cookie } = await signedInClub();
    const otherDevice = await signInClub(club);

    const response = await call("/api/clubs/password", { json: { currentPassword: TEST_PASSWORD, newPassword: "New-Password-1" }, cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Password updated" });
    const renewed = cookieFrom(response, "rh_club")!;
    expect(renewed).toBeTruthy();

    expect((await callJson("/api/clubs/profile", { cookie: renewed })).status).toBe(200);
    expect((await callJson("/api/clubs/profile", { cookie: otherDevice })).status).toBe(401);
    expect((await callJson("/api/auth/login", { json: { email: club.email, password: TEST_PASSWORD } })).status).toBe(401);
    await signInClub(club, "New-Password-1");
    // Six scrypt runs on purpose-slow settings.
  }, 30_000);
});

// ---- logo -------------------------------------------------------------------------------------

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 9, 8, 7]);
const NOT_AN_IMAGE = "Please select an image file (PNG, JPG, etc.)";

function upload(cookie: string | undefined, file?: { bytes: Uint8Array | string; name: string; type: string }, field = "logo") {
  const form = new FormData();
  if (file) form.set(field, new File([file.bytes], file.name, { type: file.type }));
  else form.set("other", "value");
  return callJson("/api/clubs/logo", { method: "POST", body: form, cookie });
}

const keysOf = async (clubId: number) => (await env.LOGOS.list({ prefix: `clubs/${clubId}/` })).objects.map((object) => object.key);
const keyOf = (clubId: number, logoUrl: string) => `clubs/${clubId}/logo-${new URL(logoUrl, "http://x").searchParams.get("v")}`;

describe("POST /api/clubs/logo", () => {
  it("stores an image in R2 by its bytes, whatever its name, and serves it with cache headers", async () => {
    const { club, cookie } = await signedInClub();
    const { status, body } = await upload(cookie, { bytes: PNG, name: "logo.txt", type: "text/plain" });
    expect(status).toBe(200);
    expect(body.logoUrl).toMatch(new RegExp(`^/api/clubs/${club.id}/logo\\?v=[a-z0-9]+$`));
    expect((await clubRow(club.id)).logoUrl).toBe(body.logoUrl);
    expect((await callJson(`/api/clubs/${club.id}`)).body.logoUrl).toBe(body.logoUrl);

    const stored = await env.LOGOS.get(keyOf(club.id, body.logoUrl));
    expect(stored?.httpMetadata?.contentType).toBe("image/png");
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PNG);

    const served = await call(body.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = served.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const revalidated = await call(body.logoUrl, { headers: { "if-none-match": etag! } });
    expect(revalidated.status).toBe(304);
    await revalidated.arrayBuffer();

    const current = await call(`/api/clubs/${club.id}/logo`);
    expect(current.status).toBe(200);
    expect(current.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(new Uint8Array(await current.arrayBuffer())).toEqual(PNG);
  });

  it("replaces the logo and deletes the old object", async () => {
    const { club, cookie } = await signedInClub();
    const first = await upload(cookie, { bytes: PNG, name: "a.png", type: "image/png" });
    const second = await upload(cookie, { bytes: JPEG, name: "b.jpg", type: "image/jpeg" });
    expect(second.status).toBe(200);
    expect(second.body.logoUrl).not.toBe(first.body.logoUrl);

    expect(await env.LOGOS.head(keyOf(club.id, first.body.logoUrl))).toBeNull();
    expect(await keysOf(club.id)).toEqual([keyOf(club.id, second.body.logoUrl)]);
    expect((await call(first.body.logoUrl)).status).toBe(404);
    const served = await call(second.body.logoUrl);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    await served.arrayBuffer();
  });

  it("refuses a file that is not an image by its bytes, whatever its name and type", async () => {
    const { club, cookie } = await signedInClub();
    const fakes = [
      { bytes: "just some text", name: "logo.png", type: "image/png" },
      { bytes: `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`, name: "logo.svg", type: "image/svg+xml" },
      { bytes: "<html><script>alert(1)</script></html>", name: "logo.gif", type: "image/gif" },
      { bytes: "", name: "empty.png", type: "image/png" },
    ];
    for (const fake of fakes) {
      const { status, body } = await upload(cookie, fake);
      expect(status, fake.name).toBe(400);
      expect(body).toEqual({ message: NOT_AN_IMAGE, code: "invalid_file_type", fields: { logo: NOT_AN_IMAGE } });
    }
    expect(await keysOf(club.id)).toEqual([]);
    expect((await clubRow(club.id)).logoUrl).toBeNull();
  });

  it("answers 'No file uploaded' without a logo file", async () => {
    const { cookie } = await signedInClub();
    for (const response of [
      await upload(cookie),
      await upload(cookie, { bytes: PNG, name: "a.png", type: "image/png" }, "picture"),
      await callJson("/api/clubs/logo", { json: { logo: "x" }, cookie }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: "No file uploaded", fields: { logo: "No file uploaded" } });
    }
  });

  it("refuses a file over 5 MB with a 413", async () => {
    const { club, cookie } = await signedInClub();
    const justOver = new Uint8Array(5 * 1024 * 1024 + 1);
    justOver.set(PNG);
    const over = await upload(cookie, { bytes: justOver, name: "big.png", type: "image/png" });
    expect(over).toMatchObject({ status: 413, body: { message: "The logo must be at most 5MB.", code: "payload_too_large" } });

    // Too large even for the request limit: the same answer, before the file is read.
    const wayOver = await upload(cookie, { bytes: new Uint8Array(6 * 1024 * 1024), name: "huge.png", type: "image/png" });
    expect(wayOver).toMatchObject({ status: 413, body: { message: "The logo must be at most 5MB.", fields: { logo: "The logo must be at most 5MB." } } });
    expect(await keysOf(club.id)).toEqual([]);

    const exactly = new Uint8Array(5 * 1024 * 1024);
    exactly.set(PNG);
    expect((await upload(cookie, { bytes: exactly, name: "max.png", type: "image/png" })).status).toBe(200);
  });
});

describe("GET /api/clubs/{id}/logo", () => {
  it("answers 404 without an uploaded logo or for an unknown version, 400 for a bad id", async () => {
    const { club } = await signedInClub({ logoUrl: "/images/logos/static.svg" });
    expect((await callJson(`/api/clubs/${club.id}/logo`)).status).toBe(404);
    expect((await callJson(`/api/clubs/${club.id}/logo?v=abcdef123456`)).status).toBe(404);
    expect((await callJson(`/api/clubs/${club.id}/logo?v=../../etc`)).status).toBe(404);
    expect((await callJson("/api/clubs/abc/logo")).status).toBe(400);
  });

  it("does not serve one club's logo under another club's id", async () => {
    const owner = await signedInClub();
    const other = await signedInClub();
    const { body } = await upload(owner.cookie, { bytes: PNG, name: "a.png", type: "image/png" });
    const version = new URL(body.logoUrl, "http://x").searchParams.get("v");
    expect((await callJson(`/api/clubs/${other.club.id}/logo?v=${version}`)).status).toBe(404);
  });
});
