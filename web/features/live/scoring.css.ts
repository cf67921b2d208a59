import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

/**
 * The official's scoring screen and the result forms (the fans' live panel is live.css.ts): apart,
 * so a match day's page, whose panel is an island, carries none of these class names.
 */
/** "Count it" and "Undo this one", side by side under the warning, each a full thumb's width. */
export const duplicateActions = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm, marginTop: vars.space.xs });
/* The official's screen: one thumb, bright sunlight. Every button at least 56 px high, dark on light or white on dark (AA or better). */
export const scorer = style({ display: "grid", gap: vars.space.md, paddingBottom: vars.space.xl });
export const teamToggle = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm });
export const toggle = style({
  minHeight: "56px",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.brandDark}`,
  background: vars.color.surface,
  color: vars.color.brandDark,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  cursor: "pointer",
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brandDark, color: "#ffffff" } },
});
export const eventGrid = style({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.sm });
export const eventButton = style({
  minHeight: "64px",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: "none",
  background: vars.color.brandDark,
  color: "#ffffff",
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" }, "&:disabled": { opacity: 0.55 } },
});
export const eventButtonTone = styleVariants({
  score: {},
  yellow: { background: "#f2c200", color: "#14202e" },
  red: { background: vars.color.danger },
  clock: { background: vars.color.text },
});
export const undoButton = style([eventButton, { background: vars.color.surface, color: vars.color.danger, border: `2px solid ${vars.color.danger}` }]);
export const minuteRow = style({ display: "grid", gridTemplateColumns: "64px 1fr 64px", gap: vars.space.sm, alignItems: "center" });
export const minuteInput = style({ minHeight: "56px", fontSize: vars.fontSize.xl, textAlign: "center", fontWeight: 800, borderRadius: vars.radius.md, border: `2px solid ${vars.color.border}`, width: "100%" });
export const stepButton = style([eventButton, { background: vars.color.surfaceAlt, color: vars.color.text, border: `2px solid ${vars.color.border}` }]);
export const select = style({ minHeight: "56px", width: "100%", fontSize: vars.fontSize.md, borderRadius: vars.radius.md, border: `2px solid ${vars.color.border}`, padding: vars.space.sm, background: vars.color.surface, color: vars.color.text });
export const fieldLabel = style({ display: "grid", gap: vars.space.xs, fontWeight: 700 });
export const form = style({ display: "grid", gap: vars.space.sm });
export const numbers = style({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.sm });
export const numberInput = style({ minHeight: "48px", fontSize: vars.fontSize.lg, borderRadius: vars.radius.md, border: `2px solid ${vars.color.border}`, padding: vars.space.sm, width: "100%" });
