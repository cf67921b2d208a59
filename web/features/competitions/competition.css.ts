import { style } from "@vanilla-extract/css";
import { teamNameText } from "../../ui/team-name.css";
import { media, vars } from "../../ui/theme.css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  // Nothing on the page may widen it: the table scrolls inside its own box.
  minWidth: 0,
  "@media": { [media.tablet]: { paddingBlock: vars.space.xxl } },
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}`, color: vars.color.brandDark });

export const rules = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.xs });

export const adjustments = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const adjustment = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "baseline",
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceAlt,
});

export const adjustmentPoints = style({ fontWeight: 800, fontVariantNumeric: "tabular-nums" });

export const round = style({ marginBottom: vars.space.lg });

export const roundTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.sm}`,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const fixtureList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });

export const fixture = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto minmax(0, 1fr)",
  gridTemplateAreas: '"meta meta meta" "home centre away"',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  alignItems: "center",
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const fixtureMeta = style({
  gridArea: "meta",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The teams' names, whole words only (a word wider than its side ends in an ellipsis; the title has it all). */
export const home = style([teamNameText, { gridArea: "home", textAlign: "end", fontWeight: 600 }]);
export const away = style([teamNameText, { gridArea: "away", textAlign: "start", fontWeight: 600 }]);
export const centre = style({ gridArea: "centre", textAlign: "center", minWidth: "4.5rem" });

export const score = style({ fontSize: vars.fontSize.lg, fontWeight: 800, fontVariantNumeric: "tabular-nums", color: vars.color.brandDark });

export const tries = style({ display: "block", fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const fixtureLink = style({ color: "inherit" });

export const seasonList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 280px), 1fr))" });

export const competitionCard = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textDecoration: "none",
  color: vars.color.text,
  selectors: { "&:hover": { borderColor: vars.color.brand } },
});

export const competitionName = style({ fontWeight: 700, fontSize: vars.fontSize.lg, color: vars.color.brandDark });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

export const tableFooter = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, justifyContent: "space-between", alignItems: "center" });

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const title = style({ fontSize: vars.fontSize.display, margin: 0, color: vars.color.brandDark, overflowWrap: "anywhere" });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: "48rem" });

export const backLink = style({ color: vars.color.brand, fontWeight: 600, alignSelf: "flex-start" });
