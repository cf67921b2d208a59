import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

export { tableCaption as caption, tableCaptionNote as captionNote } from "../../ui/table.css";

/** Phones scroll the table sideways instead of squeezing the team names. */
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
  minWidth: "22rem",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
});



const cell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "center",
  whiteSpace: "nowrap",
  selectors: { "tbody tr:last-child > &": { borderBottom: 0 } },
  "@media": { [media.tablet]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const headCell = style([
  cell,
  {
    fontSize: vars.fontSize.xs,
    textTransform: "uppercase",
    letterSpacing: "0.04em",
    color: vars.color.textMuted,
    background: vars.color.surfaceAlt,
    fontWeight: 700,
  },
]);

export const teamHead = style([headCell, { textAlign: "start", width: "100%" }]);

export const numberCell = style([cell, { color: vars.color.text }]);

export const pointsCell = style([cell, { fontWeight: 800, color: vars.color.brandDark }]);

export const teamCell = style([
  cell,
  {
    textAlign: "start",
    fontWeight: 600,
    whiteSpace: "normal",
    minWidth: "9rem",
  },
]);

/** Rank and name side by side, so a wrapped name stays aligned after the rank. */
export const team = style({ display: "flex", gap: vars.space.xs, alignItems: "baseline" });

export const rank = style({
  flex: "0 0 1.75rem",
  color: vars.color.textMuted,
  fontWeight: 700,
});

export const row = style({
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
