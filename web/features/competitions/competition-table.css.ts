import { style, styleVariants } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { teamNameText } from "../../ui/team-name.css";
import { media, vars } from "../../ui/theme.css";

export { tableCaption as caption, tableCaptionNote as captionNote } from "../../ui/table.css";

/**
 * The table scrolls sideways inside its own box, never the page. On a phone the position, team,
 * played and points columns stay put (sticky) while the rest scroll past under them. The box is a
 * size container, so the team column can take the room a wider phone has (`cqw`).
 */
export const scroller = style([
  surface,
  {
    overflowX: "auto",
    position: "relative",
    maxWidth: "100%",
    containerType: "inline-size",
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

/**
 * The pinned columns on a phone, in rem so they follow the text size. The team column takes what
 * the box leaves after the other pins and about three scrolling columns (so the table still shows
 * it scrolls), between 8 and 13rem: a Greek name wraps between its words, never inside one.
 */
const widths = { position: 1.5, played: 2.25, points: 2.75 } as const;
const teamWidth = `clamp(8rem, 100cqw - ${widths.position + widths.played + widths.points + 4.5}rem, 13rem)`;
const offsets = {
  position: "0rem",
  team: `${widths.position}rem`,
  played: `calc(${widths.position}rem + ${teamWidth})`,
  points: `calc(${widths.position + widths.played}rem + ${teamWidth})`,
};

const pin = (left: string, width: string, last = false) =>
  style({
    "@media": {
      [media.mobile]: {
        position: "sticky",
        left,
        zIndex: 1,
        width,
        minWidth: width,
        maxWidth: width,
        boxShadow: last ? `inset -1px 0 0 ${vars.color.border}` : undefined,
      },
    },
  });

const pins = {
  position: pin(offsets.position, `${widths.position}rem`),
  team: pin(offsets.team, teamWidth),
  played: pin(offsets.played, `${widths.played}rem`),
  points: pin(offsets.points, `${widths.points}rem`, true),
};

export type Column = "position" | "team" | "played" | "difference" | "points" | "other";

const pinFor = (column: Column) => (column === "other" || column === "difference" ? "" : pins[column]);

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
          overflowWrap: "normal",
          hyphens: "manual",
          "@media": { [media.mobile]: { fontSize: vars.fontSize.sm }, [media.tablet]: { minWidth: "11rem" } },
        }
      : {},
    column === "points" ? { fontWeight: 800, color: vars.color.brandDark } : {},
  ],
);

/** The name, whole words only; on a phone a word wider than the pinned column ends in an ellipsis (the title has it all). */
export const teamText = teamNameText;
export const teamLink = style([teamNameText, { color: "inherit", textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } }]);

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
