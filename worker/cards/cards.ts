/**
 * The preview cards a shared link shows (issue 20, point 10): 1200×630, the large image of Open
 * Graph and of X's summary_large_image. A club's shows its logo, name and town; an article's its
 * picture, headline and byline. Drawn as SVG here, then as PNG (svg-to-png.ts): the text is laid
 * out with the fonts it is drawn with, since SVG does not wrap lines.
 */
import { detectImageType } from "../platform/files/image-type";
import { CARD, type ArticleCardText, type ClubCardText } from "./card-drawing";
import { escapeXml, FONT_FAMILY, svgToPng, textWidth } from "./svg-to-png";

const NAVY = "#06315f";
const BLUE = "#0b4f9c";
const GOLD = "#c8961a";
const LIGHT_GOLD = "#f3cf73";
const WHITE = "#ffffff";
const SITE_NAME = "Rugby Hellas";

/**
 * A picture the card can draw, as a data: address: a PNG, JPEG or GIF as it is, an SVG drawn to a
 * PNG `width` pixels wide first (with the card's fonts: a logo's lettering is drawn too). Anything
 * else (WebP, which this resvg does not read; not an image at all) is none.
 */
export async function embeddable(bytes: Uint8Array, width: number): Promise<string | null> {
  const raster = detectImageType(bytes);
  if (raster && raster.contentType !== "image/webp") return dataAddress(raster.contentType, bytes);
  const text = new TextDecoder().decode(bytes.subarray(0, 4096)).trimStart();
  if (!/^(<\?xml|<!--|<!DOCTYPE svg|<svg)/i.test(text)) return null;
  return dataAddress("image/png", await svgToPng(new TextDecoder().decode(bytes), width));
}

function dataAddress(type: string, bytes: Uint8Array) {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

type TextStyle = { size: number; weight: 400 | 700 };

/**
 * `text` in lines at most `maxWidth` wide, at most `maxLines` of them, the last one cut with "…"
 * when the text is longer. Each line is measured whole, as it is drawn (the spaces and the letters'
 * side bearings count). A word longer than a line is cut where it must be.
 */
export async function wrapText(text: string, style: TextStyle & { maxWidth: number; maxLines: number }): Promise<string[]> {
  const measure = (piece: string) => textWidth(piece, style.size, style.weight);
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const longer = line ? `${line} ${word}` : word;
    if ((await measure(longer)) <= style.maxWidth) {
      line = longer;
      continue;
    }
    if (line) lines.push(line);
    if (lines.length === style.maxLines) break;
    line = await cutToFit(word, style.maxWidth, measure);
  }
  if (line && lines.length < style.maxLines) lines.push(line);
  const shownAll = lines.join(" ") === words.join(" ");
  if (!shownAll && lines.length > 0) lines[lines.length - 1] = await cutToFit(`${lines.at(-1)}…`, style.maxWidth, measure, "…");
  return lines;
}

/** `text` cut from its end (on a space where it can) until it, with `ending`, fits `maxWidth`. */
async function cutToFit(text: string, maxWidth: number, measure: (piece: string) => Promise<number>, ending = ""): Promise<string> {
  let kept = ending ? text.slice(0, -ending.length) : text;
  while (kept.length > 1 && (await measure(kept + ending)) > maxWidth) {
    const space = kept.lastIndexOf(" ");
    kept = space > 0 && kept.length - space < 12 ? kept.slice(0, space) : kept.slice(0, -1);
    kept = kept.trimEnd();
  }
  return kept + ending;
}

const textLines = (lines: string[], { x, y, lineHeight, size, weight, fill }: { x: number; y: number; lineHeight: number; size: number; weight: number; fill: string }) =>
  lines
    .map((line, index) => `<text x="${x}" y="${y + index * lineHeight}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`)
    .join("");

const svgCard = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">${body}</svg>`;

const picture = (href: string, x: number, y: number, width: number, height: number, fit: "meet" | "slice") =>
  `<image x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid ${fit}" href="${href}"/>`;

/** A club's card: its logo on a white tile, its name and town, the site's name. */
export async function clubCardPng(text: ClubCardText, logo: string | null): Promise<Uint8Array<ArrayBuffer>> {
  const column = { x: 490, width: 640 };
  const name = await wrapText(text.name, { size: 64, weight: 700, maxWidth: column.width, maxLines: 3 });
  const place = await wrapText(text.place, { size: 36, weight: 400, maxWidth: column.width, maxLines: 1 });
  const nameHeight = name.length * 76;
  const blockHeight = nameHeight + (place.length ? 60 : 0);
  const top = 300 - blockHeight / 2;
  const body = [
    `<rect width="${CARD.width}" height="${CARD.height}" fill="${NAVY}"/>`,
    `<path d="M${CARD.width} 0V${CARD.height}H860L1080 0Z" fill="${BLUE}" opacity=".45"/>`,
    `<rect y="${CARD.height - 18}" width="${CARD.width}" height="18" fill="${GOLD}"/>`,
    `<rect x="72" y="120" width="360" height="360" rx="40" fill="${WHITE}"/>`,
    logo ? picture(logo, 102, 150, 300, 300, "meet") : "",
    textLines(name, { x: column.x, y: top + 56, lineHeight: 76, size: 64, weight: 700, fill: WHITE }),
    textLines(place, { x: column.x, y: top + nameHeight + 44, lineHeight: 44, size: 36, weight: 400, fill: LIGHT_GOLD }),
    textLines([`${SITE_NAME} · ${text.federation}`], { x: 72, y: 560, lineHeight: 0, size: 28, weight: 700, fill: WHITE }),
  ];
  return svgToPng(svgCard(body.join("")));
}

/** An article's card: its picture across the card, darkened below its headline and byline. */
export async function articleCardPng(text: ArticleCardText, image: string | null): Promise<Uint8Array<ArrayBuffer>> {
  const headline = await wrapText(text.title, { size: 56, weight: 700, maxWidth: 1080, maxLines: 3 });
  const byline = await wrapText(text.byline, { size: 30, weight: 400, maxWidth: 1080, maxLines: 1 });
  const lastBaseline = 522;
  const badgeWidth = Math.ceil((await textWidth(SITE_NAME, 28, 700)) + 56);
  const body = [
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".2" stop-color="${NAVY}" stop-opacity="0"/><stop offset=".55" stop-color="${NAVY}" stop-opacity=".6"/><stop offset="1" stop-color="${NAVY}" stop-opacity=".96"/></linearGradient></defs>`,
    `<rect width="${CARD.width}" height="${CARD.height}" fill="${NAVY}"/>`,
    image ? picture(image, 0, 0, CARD.width, CARD.height, "slice") : `<path d="M${CARD.width} 0V${CARD.height}H760L1000 0Z" fill="${BLUE}" opacity=".45"/>`,
    `<rect width="${CARD.width}" height="${CARD.height}" fill="url(#shade)"/>`,
    `<rect x="60" y="48" width="${badgeWidth}" height="56" rx="28" fill="${NAVY}"/>`,
    textLines([SITE_NAME], { x: 88, y: 86, lineHeight: 0, size: 28, weight: 700, fill: WHITE }),
    textLines(headline, { x: 60, y: lastBaseline - (headline.length - 1) * 68, lineHeight: 68, size: 56, weight: 700, fill: WHITE }),
    textLines(byline, { x: 60, y: 578, lineHeight: 0, size: 30, weight: 400, fill: LIGHT_GOLD }),
    `<rect y="${CARD.height - 12}" width="${CARD.width}" height="12" fill="${GOLD}"/>`,
  ];
  return svgToPng(svgCard(body.join("")));
}
