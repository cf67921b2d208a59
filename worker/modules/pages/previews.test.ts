import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clubs } from "../../../schema/tables";
import { wrapText } from "../../cards/cards";
import { svgToPng, textWidth } from "../../cards/svg-to-png";
import { logoKey, logoUrl } from "../clubs/logos";
import { call, createClub, createNews, db } from "../../test/helpers";

/**
 * The preview a shared link shows (issue 20, point 10): a 1200×630 PNG card the worker draws,
 * for a club and for an article whose picture is an SVG (Facebook, X and LinkedIn show no SVG),
 * drawn once per version and kept in R2.
 */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The og:image a page's head names, as a path of this site. */
async function previewOf(pagePath: string): Promise<string> {
  const html = await (await call(pagePath, { headers: { "sec-fetch-mode": "navigate", cookie: "language=en" } })).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
  expect(image, pagePath).toMatch(/^http:\/\/localhost\/og\//);
  return image!.slice("http://localhost".length);
}

/** A real PNG: its signature, then the IHDR chunk first, which gives its width and height. */
function pngSize(bytes: Uint8Array) {
  expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Fetched as a social network's crawler does: no Sec-Fetch headers, no cookie. */
async function fetchPreview(path: string) {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const storedPreviews = async (prefix: string) => (await env.LOGOS.list({ prefix })).objects.map((object) => object.key);

describe("link previews", () => {
  it("a club with an SVG logo: a 1200×630 PNG card, drawn once per version and kept in R2", async () => {
    const club = await createClub({ logoUrl: "/images/clubs/athens-owls.svg", location: "Athens", locationEl: "Αθήνα", nameEl: "Κουκουβάγιες Αθήνας" });
    const path = await previewOf(`/clubs/${club.id}`);
    expect(path).toMatch(new RegExp(`^/og/club/${club.id}\\.png\\?lang=en&v=[0-9a-f]{12}$`));
    const { response, bytes } = await fetchPreview(path);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeGreaterThan(5_000);
    // The version is in its address: the same address always means the same picture.
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBeTruthy();

    // Kept in R2: the next request is the stored picture, not drawn again.
    const stored = await storedPreviews(`previews/club/${club.id}/`);
    expect(stored).toHaveLength(1);
    const marker = await svgToPng('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#c8961a"/></svg>');
    await env.LOGOS.put(stored[0]!, marker, { httpMetadata: { contentType: "image/png" } });
    expect((await fetchPreview(path)).bytes).toEqual(marker);
    const again = await call(path, { headers: { "if-none-match": response.headers.get("etag")! } });
    expect(again.status).toBe(304);

    // The Greek card is another picture; a new name is a new version, and the old one goes.
    const greek = await previewOf(`/clubs/${club.id}?lang=el`);
    expect(greek).toMatch(/lang=el/);
    expect(pngSize((await fetchPreview(greek)).bytes)).toEqual({ width: 1200, height: 630 });
    await db().update(clubs).set({ name: "Athens Owls Renamed" }).where(eq(clubs.id, club.id));
    const renamed = await previewOf(`/clubs/${club.id}`);
    expect(renamed).not.toBe(path);
    expect((await fetchPreview(renamed)).bytes).not.toEqual(marker);
    const after = await storedPreviews(`previews/club/${club.id}/`);
    expect(after).toHaveLength(2);
    expect(after).not.toContain(stored[0]);
    // The first card of the file starts resvg's WebAssembly in the card drawer: a few seconds on a busy machine.
  }, 20_000);

  it("a club with a PNG logo in R2, and one without a logo: a card each", async () => {
    const withLogo = await createClub();
    const version = "pnglogo123456";
    const logo = await svgToPng('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#0b4f9c"/></svg>');
    await env.LOGOS.put(logoKey(withLogo.id, version), logo, { httpMetadata: { contentType: "image/png" } });
    await db().update(clubs).set({ logoUrl: logoUrl(withLogo.id, version) }).where(eq(clubs.id, withLogo.id));
    const withoutLogo = await createClub({ logoUrl: null });
    const cards = [];
    for (const club of [withLogo, withoutLogo]) {
      const { bytes } = await fetchPreview(await previewOf(`/clubs/${club.id}`));
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      cards.push(bytes);
    }
    expect(cards[0]).not.toEqual(cards[1]);
  });

  it("an article with an SVG picture: a 1200×630 PNG card", async () => {
    const club = await createClub();
    const article = await createNews(club.id, { title: "Η Εθνική ανακοινώνει την αποστολή για το Ευρωπαϊκό", language: "el", imageUrl: "/images/news/scrum.svg" });
    const path = await previewOf(`/news/${article.slug}`);
    expect(path).toMatch(new RegExp(`^/og/news/${article.id}\\.png\\?v=[0-9a-f]{12}$`));
    const { bytes } = await fetchPreview(path);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(await storedPreviews(`previews/news/${article.id}/`)).toHaveLength(1);
  });

  it("lays a headline out in lines that fit the card, at most three, the last cut with …", async () => {
    const style = { size: 56, weight: 700, maxWidth: 1080, maxLines: 3 } as const;
    const title = "Greece name 30-player squad for Rugby Europe Conference opener against Bulgaria at the Helliniko Olympic Complex in four weeks' time";
    const lines = await wrapText(title, style);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(await textWidth(line, style.size, style.weight), line).toBeLessThanOrEqual(style.maxWidth);
    expect(title.startsWith(lines.join(" ").slice(0, -1))).toBe(true);
    expect(lines[2]).toMatch(/…$/);
    expect(await wrapText("Season review", style)).toEqual(["Season review"]);
  });

  it("answers 404 for what the public does not see, and for an address that is not a preview", async () => {
    const pending = await createClub({ status: "pending" });
    for (const path of [`/og/club/${pending.id}.png`, "/og/club/999999.png", "/og/news/999999.png", "/og/team/1.png", "/og/club/abc.png", "/og/club/1.svg"]) {
      expect((await call(path)).status, path).toBe(404);
    }
  });
});
