import { style, styleVariants } from "@vanilla-extract/css";
import { teamNameText } from "../../ui/team-name.css";
import { media, vars } from "../../ui/theme.css";

export const panel = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
});

export const header = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, justifyContent: "space-between" });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

/** LIVE: white on the danger red (contrast 6.5:1), and the word itself, never the colour alone. */
export const liveBadge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `0.1rem ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: "#ffffff",
  fontWeight: 800,
  fontSize: vars.fontSize.xs,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  whiteSpace: "nowrap",
});
export const liveDot = style({ width: "0.5rem", height: "0.5rem", borderRadius: "50%", background: "#ffffff" });

/**
 * Tablet up: home, score, away in one line. Phones: the score on its own line and the two names in
 * halves below it (home left, away right), so a Greek name wraps between its words.
 */
export const scoreRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto minmax(0, 1fr)",
  alignItems: "center",
  gap: vars.space.md,
  textAlign: "center",
  "@media": {
    [media.mobile]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      gridTemplateAreas: '"score score" "home away"',
      alignItems: "start",
      rowGap: vars.space.sm,
    },
  },
});
/** Whole words only; a word wider than its half ends in an ellipsis (the title has the name). */
export const teamName = style([
  teamNameText,
  {
    fontWeight: 700,
    "@media": {
      [media.mobile]: {
        selectors: {
          "&:first-child": { gridArea: "home", textAlign: "start" },
          "&:last-child": { gridArea: "away", textAlign: "end" },
        },
      },
    },
  },
]);
export const bigScore = style({
  fontSize: "clamp(2.5rem, 12vw, 4rem)",
  fontWeight: 800,
  fontVariantNumeric: "tabular-nums",
  lineHeight: 1,
  whiteSpace: "nowrap",
  "@media": { [media.mobile]: { gridArea: "score" } },
});
export const clock = style({ textAlign: "center", fontWeight: 700, color: vars.color.text });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** The panel's "Try again": drawn here, so the fans' panel needs no button component of its own. */
export const retry = style({
  justifySelf: "start",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
});
export const offline = style({ padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.warningSoft, color: vars.color.warning, fontWeight: 600 });

export const timeline = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const timelineItem = style({
  display: "grid",
  gridTemplateColumns: "3rem 1fr auto",
  gap: vars.space.sm,
  alignItems: "baseline",
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const minute = style({ fontWeight: 700, fontVariantNumeric: "tabular-nums" });
export const running = style({ fontVariantNumeric: "tabular-nums", color: vars.color.textMuted });
export const duplicate = style({ gridColumn: "1 / -1", color: vars.color.warning, fontWeight: 600, fontSize: vars.fontSize.sm });
export const pending = style({ gridColumn: "1 / -1", color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stateNote = style({ display: "grid", gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceAlt, border: `1px solid ${vars.color.border}` });
export const stateName = style({ fontWeight: 700 });

export const stateTone = styleVariants({
  provisional: { borderLeft: `4px solid ${vars.color.warning}` },
  confirmed: { borderLeft: `4px solid ${vars.color.success}` },
  disputed: { borderLeft: `4px solid ${vars.color.danger}` },
  settled: { borderLeft: `4px solid ${vars.color.brand}` },
});

export const cardLive = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm, fontWeight: 800, fontVariantNumeric: "tabular-nums" });

export const history = style({ display: "grid", gap: vars.space.xs, fontSize: vars.fontSize.sm, margin: 0, paddingLeft: vars.space.lg });
