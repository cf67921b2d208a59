/**
 * What the site's worker asks the card drawer for (worker/cards: a worker of its own, reached by
 * the `CARDS` service binding, wrangler.jsonc): the preview card of a club or an article, with the
 * picture's bytes read by the site. Types and sizes only: the site's worker imports this file and
 * nothing else of worker/cards, so the drawer's WebAssembly and fonts stay out of its bundle.
 */
export const CARD = { width: 1200, height: 630 } as const;

/** What a club's card shows. */
export type ClubCardText = { name: string; place: string; federation: string };
/** What an article's card shows. */
export type ArticleCardText = { title: string; byline: string };

/** A card to draw: its words, and its picture (a logo, an article's image) as bytes, or none. */
export type CardDrawing = { kind: "club"; text: ClubCardText; picture: Uint8Array | null } | { kind: "news"; text: ArticleCardText; picture: Uint8Array | null };

/** The card drawer's interface, as the `CARDS` binding offers it (worker/cards/card-drawer.ts). */
export type CardDrawerService = { draw(drawing: CardDrawing): Promise<Uint8Array> };
