import { style, styleVariants } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

export { tableCaption as caption, tableCaptionNote as captionNote } from "../../ui/table.css";

/**
 * The table scrolls sideways inside its own box, never the page. On a phone the position, team,
 * played, points difference and points columns stay put (sticky) while the rest scroll past them.
 */
export const scroller = style([
  surface,
  {
    overflowX: "auto",
    position: "relative",
    maxWidth: "100%",
    WebkitOverflowScrolling: "touch",
    selectors: { "&:focus-visible": { outlineOffset: "-3px" } },
  },
]);

export const table = style({ width: "100%", borderCollapse: "separate", borderSpacing: 0, fontVariantNumeric: "tabular-nums" });



const cell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "center",
  whiteSpace: "nowrap",
  boxSizing: "border-box",
  background: vars.color.surface,
  selectors: {
    "tbody tr:last-child > &": { borderBottom: 0 },
    // The reader's own club, in a club's dashboard (also said in words beside the name).
    "tr[data-own] > &": { background: vars.color.accentSoft, fontWeight: 700 },
  },
  "@media": { [media.tablet]: { padding: `${vars.space.sm} ${vars.space.sm}` } },
});

const head = style({
  fontSize: vars.fontSize.xs,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.textMuted,
  background: vars.color.surfaceAlt,
  fontWeight: 700,
});

/** Widths and offsets of the five columns that stay on a phone (rem, so they follow the text size). */
const pinned = { position: 0, team: 1.75, played: 9.25, difference: 11.25, points: 14.5, end: 17 } as const;

const pin = (left: number, width: number, last = false) =>
  style({
    "@media": {
      [media.mobile]: {
        position: "sticky",
        left: `${left}rem`,
        zIndex: 1,
        width: `${width}rem`,
        minWidth: `${width}rem`,
        maxWidth: `${width}rem`,
        boxShadow: last ? `inset -1px 0 0 ${vars.color.border}` : undefined,
      },
    },
  });

const pins = {
  position: pin(pinned.position, pinned.team - pinned.position),
  team: pin(pinned.team, pinned.played - pinned.team),
  played: pin(pinned.played, pinned.difference - pinned.played),
  difference: pin(pinned.difference, pinned.points - pinned.difference),
  points: pin(pinned.points, pinned.end - pinned.points, true),
};

export type Column = "position" | "team" | "played" | "difference" | "points" | "other";

const pinFor = (column: Column) => (column === "other" ? "" : pins[column]);

export const headCell = styleVariants(
  { position: "position", team: "team", played: "played", difference: "difference", points: "points", other: "other" } as const,
  (column: Column) => [cell, head, pinFor(column), column === "team" ? { textAlign: "start" } : {}],
);

export const bodyCell = styleVariants(
  { position: "position", team: "team", played: "played", difference: "difference", points: "points", other: "other" } as const,
  (column: Column) => [
    cell,
    pinFor(column),
    column === "position" ? { color: vars.color.textMuted, fontWeight: 700 } : {},
    column === "team"
      ? {
          textAlign: "start",
          fontWeight: 600,
          whiteSpace: "normal",
          overflowWrap: "break-word",
          hyphens: "auto",
          "@media": { [media.mobile]: { fontSize: vars.fontSize.sm }, [media.tablet]: { minWidth: "11rem" } },
        }
      : {},
    column === "points" ? { fontWeight: 800, color: vars.color.brandDark } : {},
  ],
);

export const teamLink = style({ color: "inherit", textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });

export const ownClub = style({ display: "block", fontWeight: 600, fontSize: vars.fontSize.xs, color: vars.color.brandDark });

export const guest = style({ display: "block", fontWeight: 400, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const shortLabel = style({ "@media": { [media.desktop]: { display: "none" } } });
export const longLabel = style({
  "@media": {
    "screen and (max-width: 1023px)": {
      position: "absolute",
      width: "1px",
      height: "1px",
      margin: "-1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
});

export const formList = style({ display: "inline-flex", gap: "2px", listStyle: "none", margin: 0, padding: 0 });

const letter = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.35rem",
  height: "1.35rem",
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  color: vars.color.textOnBrand,
});

export const formLetter = styleVariants({
  W: [letter, { background: vars.color.success }],
  D: [letter, { background: vars.color.textMuted }],
  L: [letter, { background: vars.color.danger }],
});
