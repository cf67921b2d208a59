import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

export { tableCaption as caption, tableCaptionNote as captionNote } from "../../ui/table.css";

/**
 * The table's own box. On a phone the columns are tight enough for team, played and points to fit
 * a 360 px screen; should a long name still make the table wider than its box, the middle columns
 * scroll sideways under the team (pinned left) and the points (pinned right), never the page.
 */
export const scroller = style([surface, {
  overflowX: "auto",
  // The containing block of the table's visually hidden texts, so they scroll with it instead
  // of widening the page.
  position: "relative",
  WebkitOverflowScrolling: "touch",
  selectors: { "&:focus-visible": { outlineOffset: "-3px" } },
}]);

export const table = style({
  width: "100%",
  // Separate borders: collapsed ones stay behind when a pinned cell moves.
  borderCollapse: "separate",
  borderSpacing: 0,
  fontVariantNumeric: "tabular-nums",
});

const cell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "center",
  whiteSpace: "nowrap",
  // Opaque, so a pinned cell hides what scrolls under it; the row's stripe shows through `inherit`.
  background: "inherit",
  selectors: { "tbody tr:last-child > &": { borderBottom: 0 } },
  "@media": {
    [media.mobile]: { fontSize: vars.fontSize.sm },
    [media.tablet]: { padding: `${vars.space.sm} ${vars.space.md}` },
  },
});

/** Pinned to the box's left (the team) or right (the points) edge while the rest scrolls. */
const pinStart = style({ position: "sticky", left: 0, zIndex: 1 });
const pinEnd = style({ position: "sticky", right: 0, zIndex: 1, boxShadow: `inset 1px 0 0 ${vars.color.border}` });

export const headRow = style({ background: vars.color.surfaceAlt });

export const headCell = style([
  cell,
  {
    fontSize: vars.fontSize.xs,
    textTransform: "uppercase",
    letterSpacing: "0.04em",
    color: vars.color.textMuted,
    fontWeight: 700,
    "@media": { [media.mobile]: { fontSize: vars.fontSize.xs } },
  },
]);

export const teamHead = style([headCell, pinStart, { textAlign: "start", width: "100%", paddingInlineStart: vars.space.sm }]);

export const pointsHead = style([headCell, pinEnd]);

export const numberCell = style([cell, { color: vars.color.text }]);

export const pointsCell = style([cell, pinEnd, { fontWeight: 800, color: vars.color.brandDark, paddingInline: vars.space.sm }]);

export const teamCell = style([
  cell,
  pinStart,
  {
    textAlign: "start",
    fontWeight: 600,
    whiteSpace: "normal",
    paddingInlineStart: vars.space.sm,
  },
]);

/** Rank and name side by side, so a wrapped name stays aligned after the rank. */
export const team = style({ display: "flex", gap: vars.space.xs, alignItems: "baseline" });

export const rank = style({
  flex: "0 0 1.25rem",
  color: vars.color.textMuted,
  fontWeight: 700,
  "@media": { [media.tablet]: { flexBasis: "1.75rem" } },
});

/** Whole words only: a long name wraps between them (the column grows to its longest word). */
export const teamName = style({ overflowWrap: "normal", hyphens: "manual", minWidth: 0 });

export const row = style({
  background: vars.color.surface,
  selectors: {
    "&:nth-child(even)": { background: "#fafbfd" },
  },
});

/**
 * Short column labels (P, W, D, L) on phones, full words from the tablet breakpoint up. The full
 * word stays in the accessibility tree on phones (visually hidden), so screen readers never read "P".
 */
export const shortLabel = style({ "@media": { [media.tablet]: { display: "none" } } });
export const longLabel = style({
  "@media": {
    [media.mobile]: {
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
