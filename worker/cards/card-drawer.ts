/**
 * The card drawer (issue 25, point 9): draws the preview cards of shared links (issue 20, point
 * 10) as PNG with resvg. It is a worker of its own, bound to the site's worker as `CARDS`
 * (wrangler.jsonc `services`): resvg's WebAssembly and the fonts are about 1 MiB gzipped, as much
 * as the whole site's worker, and only a crawler fetching a card needs them. Not reachable from
 * the internet (worker/cards/wrangler.jsonc: no route, no workers.dev address).
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { CARD, type CardDrawerService, type CardDrawing } from "./card-drawing";
import { articleCardPng, clubCardPng, embeddable } from "./cards";

export class CardDrawer extends WorkerEntrypoint implements CardDrawerService {
  /** The card as PNG. A picture that cannot be read or drawn costs the card its picture, never the card. */
  async draw(drawing: CardDrawing): Promise<Uint8Array> {
    const picture = drawing.picture && (await embeddable(drawing.picture, drawing.kind === "club" ? 600 : CARD.width).catch(() => null));
    return drawing.kind === "club" ? clubCardPng(drawing.text, picture) : articleCardPng(drawing.text, picture);
  }
}
