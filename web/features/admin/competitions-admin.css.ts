import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm });

export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm, marginBottom: vars.space.md });

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.brandDark });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });

export const listRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const rowText = style({ minWidth: 0, overflowWrap: "anywhere", flex: "1 1 10rem" });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const manager = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "minmax(0, 1fr)", "@media": { [media.desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } });

export const wide = style({ "@media": { [media.desktop]: { gridColumn: "1 / -1" } } });

export const ruleGroup = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  minWidth: 0,
});

export const ruleLegend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const explain = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontStyle: "italic" });

export const tieBreak = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap", minHeight: "44px" });

export const tieBreakName = style({ flex: "1 1 8rem" });

export const summary = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm });

export const fixtureRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.xs,
  alignItems: "center",
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const roundHeading = style({ fontSize: vars.fontSize.md, margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted });

export const select = style({ maxWidth: "100%" });

/** A scrolling box of check boxes (several member clubs chosen at once). */
export const pickList = style({
  listStyle: "none",
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  maxHeight: "16rem",
  overflowY: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** An import's report: its outcome, then its counts or its wrong lines. */
export const report = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const errorList = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });

/** A line to copy, e.g. the CSV header: it wraps instead of widening a phone's page. */
export const code = style({ display: "block", fontSize: vars.fontSize.sm, overflowWrap: "anywhere", padding: vars.space.sm, background: vars.color.surfaceAlt, borderRadius: vars.radius.md });

/** A fixture's Edit and Delete: one above the other on a phone, so the teams keep the row's width. */
export const rowButtons = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: vars.space.xs,
  "@media": { [media.tablet]: { flexDirection: "row", alignItems: "center" } },
});
