/**
 * SVG to PNG in the worker: resvg (Rust, as WebAssembly), with Noto Sans in Latin and Greek, the
 * only fonts it has (a worker has no system fonts). Every SVG it draws, a card or a club's logo,
 * names the family "Noto Sans" or a generic one, which maps to it.
 *
 * The fonts are @fontsource/noto-sans 5.3.0's `latin` and `greek` subsets, weights 400 and 700
 * (SIL Open Font License, fonts/OFL.txt), unwrapped from WOFF to the TrueType they hold (resvg
 * reads no WOFF) and merged into one file per weight (fontTools' `merge`): resvg looks for a
 * missing letter in the first font that has it, whatever its weight, so a separate Greek file
 * drew bold Greek titles in the regular weight. Named `.bin` so that every bundler here
 * (wrangler, its Vite plugin, the test pool) imports them as bytes with no rule of its own.
 */
import { initWasm, Resvg, type ResvgRenderOptions } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import bold from "./fonts/noto-sans-700.ttf.bin";
import regular from "./fonts/noto-sans-400.ttf.bin";

export const FONT_FAMILY = "Noto Sans";

const fontBuffers = [regular, bold].map((font) => new Uint8Array(font));

const font: ResvgRenderOptions["font"] = {
  fontBuffers,
  defaultFontFamily: FONT_FAMILY,
  sansSerifFamily: FONT_FAMILY,
  serifFamily: FONT_FAMILY,
  monospaceFamily: FONT_FAMILY,
  cursiveFamily: FONT_FAMILY,
  fantasyFamily: FONT_FAMILY,
};

/** The module may be set up once per isolate; every caller waits for that one set-up. */
let ready: Promise<void> | undefined;
const setUp = () => (ready ??= initWasm(resvgWasm));

/** Each Resvg holds WebAssembly memory until freed: used and freed here, never kept. */
async function withResvg<T>(svg: string, options: Omit<ResvgRenderOptions, "font">, use: (resvg: InstanceType<typeof Resvg>) => T): Promise<T> {
  await setUp();
  const resvg = new Resvg(svg, { ...options, font });
  try {
    return use(resvg);
  } finally {
    resvg.free();
  }
}

/** The PNG of an SVG, at `width` pixels wide when given (else its own size). */
export function svgToPng(svg: string, width?: number): Promise<Uint8Array<ArrayBuffer>> {
  return withResvg(svg, width ? { fitTo: { mode: "width", value: width } } : {}, (resvg) => {
    const image = resvg.render();
    try {
      // A copy out of the WebAssembly memory, which the next render may reuse.
      return new Uint8Array(image.asPng());
    } finally {
      image.free();
    }
  });
}

/** How wide a line of text is drawn, in pixels: resvg shapes it with the same fonts the card is drawn with. */
export function textWidth(text: string, size: number, weight: 400 | 700): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text x="0" y="${size}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}">${escapeXml(text)}</text></svg>`;
  return withResvg(svg, {}, (resvg) => {
    // The drawing's bounds: its one line of text.
    const box = resvg.getBBox();
    const width = box?.width ?? 0;
    box?.free();
    return width;
  });
}

/** Text inside SVG markup. */
export const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
