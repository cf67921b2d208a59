import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { vars } from "../../ui/theme.css";

export const viewToggle = style({
  display: "inline-flex",
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  alignSelf: "flex-start",
});
export const viewOption = style({
  minHeight: "44px",
  padding: `0 ${vars.space.lg}`,
  border: 0,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.textOnBrand },
    "&:not([aria-pressed=true]):hover": { background: vars.color.brandSoft },
  },
});

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
});
export const card = style([surface, {
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
}]);
export const cardTop = style({ display: "flex", gap: vars.space.md, alignItems: "center" });
export const jersey = style({
  width: "52px",
  height: "52px",
  flexShrink: 0,
  borderRadius: "50%",
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontWeight: 800,
  fontSize: vars.fontSize.xl,
  fontVariantNumeric: "tabular-nums",
});
export const name = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: "anywhere" });
export const position = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, 1fr)",
  gap: vars.space.sm,
  margin: 0,
  textAlign: "center",
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});
export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: "uppercase", letterSpacing: "0.04em" });
export const factValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: "tabular-nums" });

export const importActions = style({ display: "flex", gap: vars.space.sm, justifyContent: "flex-end" });
export const importFile = style({ display: "grid", gap: vars.space.xs, marginBlockEnd: vars.space.md });
export const csvActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** Issue 24: a registered player's entry: the badge and licence, and the person's details the dialog shows but does not edit. */
export const registration = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const licence = style({ fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" });
export const personFacts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 180px), 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});
export const personFactLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: "uppercase", letterSpacing: "0.04em" });
export const personFactValue = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });
export const linkChoices = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const linkChoice = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
});
export const linkFieldset = style({ border: 0, margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });
