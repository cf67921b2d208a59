/**
 * /og/<kind>/<id>.png: the PNG card a shared link of a club or an article previews (issue 20,
 * point 10; previews/preview-images.ts says which pages use one), drawn by the card drawer, a
 * worker of its own (worker/cards). Read from the same public
 * API the page is (in process): what the public does not see has no card (404). Each version of a
 * card is drawn once and kept in R2 under previews/<kind>/<id>/; the older ones are removed when
 * a new one is drawn. The address names its version, so the answer may be kept for good.
 */
import { articleCard, cardVersion, clubCard, type Card } from "./previews/preview-images";

type Api = (request: Request) => Promise<Response>;

const PREVIEW = /^\/og\/(club|news)\/(\d{1,9})\.png$/;
/** A picture read for a card: at most this many bytes (a logo's upload limit). */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export const isPreviewPath = (pathname: string) => pathname.startsWith("/og/");

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

async function readJson<T>(answer: Response): Promise<T | null> {
  if (answer.ok) return (await answer.json()) as T;
  await answer.body?.cancel();
  return null;
}

/** The card for this address, from the public API: null when the public does not see it. */
async function cardOf(kind: string, id: number, url: URL, api: Api): Promise<Card | null> {
  if (kind === "club") {
    const club = await readJson<Parameters<typeof clubCard>[0]>(await api(new Request(new URL(`/api/clubs/${id}`, url))));
    return club && clubCard(club, url.searchParams.get("lang") === "el" ? "el" : "en");
  }
  const article = await readJson<Parameters<typeof articleCard>[0]>(await api(new Request(new URL(`/api/news/${id}`, url))));
  return article && articleCard(article);
}

/**
 * A picture of this site (a static file, or a logo of the API): as bytes, or null. Pictures on
 * other sites are not fetched: the card is drawn without them.
 */
async function pictureBytes(address: string, url: URL, env: Env, api: Api): Promise<Uint8Array | null> {
  const at = new URL(address, url);
  if (at.origin !== url.origin) return null;
  const answer = at.pathname.startsWith("/api/") ? await api(new Request(at)) : await env.ASSETS.fetch(new Request(at));
  if (!answer.ok || Number(answer.headers.get("content-length") ?? 0) > MAX_PICTURE_BYTES) {
    await answer.body?.cancel();
    return null;
  }
  const bytes = new Uint8Array(await answer.arrayBuffer());
  return bytes.length <= MAX_PICTURE_BYTES ? bytes : null;
}

/** The card drawn by the card drawer (worker/cards, the `CARDS` binding), with its picture's bytes. */
async function draw(card: Card, url: URL, env: Env, api: Api): Promise<Uint8Array<ArrayBuffer>> {
  const picture = card.picture ? await pictureBytes(card.picture, url, env, api) : null;
  const png = await env.CARDS.draw(card.kind === "club" ? { kind: "club", text: card.text, picture } : { kind: "news", text: card.text, picture });
  return new Uint8Array(png);
}

/** The card as stored in R2, or drawn now and stored (the previous versions removed). R2 failing costs only the keeping. */
async function storedOrDrawn(key: string, prefix: string, draw: () => Promise<Uint8Array<ArrayBuffer>>, env: Env): Promise<Uint8Array<ArrayBuffer>> {
  const stored = await env.LOGOS.get(key).catch((error: unknown) => void console.error("Reading the preview", key, "failed", error));
  if (stored) return new Uint8Array(await stored.arrayBuffer());
  const png = await draw();
  try {
    await env.LOGOS.put(key, png, { httpMetadata: { contentType: "image/png" } });
    const older = (await env.LOGOS.list({ prefix })).objects.map((object) => object.key).filter((other) => other !== key);
    if (older.length) await env.LOGOS.delete(older);
  } catch (error) {
    console.error("Keeping the preview", key, "failed", error);
  }
  return png;
}

export async function servePreview(request: Request, env: Env, api: Api): Promise<Response> {
  const url = new URL(request.url);
  const match = PREVIEW.exec(url.pathname);
  if (!match || !["GET", "HEAD"].includes(request.method)) return notFound();
  const [, kind, id] = match as unknown as [string, "club" | "news", string];
  const card = await cardOf(kind, Number(id), url, api);
  if (!card) return notFound();
  const version = await cardVersion(card);
  const etag = `"${version}"`;
  const headers = new Headers({
    "content-type": "image/png",
    etag,
    // The address with this version always means this picture; another (an old link) follows the current one.
    "cache-control": url.searchParams.get("v") === version ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    "x-content-type-options": "nosniff",
    // Shown by other sites (the networks' previews), as the logos are.
    "cross-origin-resource-policy": "cross-origin",
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const prefix = `previews/${kind}/${id}/${card.kind === "club" ? `${card.language}-` : ""}`;
  const png = await storedOrDrawn(`${prefix}${version}.png`, prefix, () => draw(card, url, env, api), env);
  headers.set("content-length", String(png.length));
  return new Response(request.method === "HEAD" ? null : png, { headers });
}
