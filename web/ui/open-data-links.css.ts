import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const box = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  marginBlock: vars.space.md,
});

export const explanation = style({ flexBasis: "100%", margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const pair = style({ display: "inline-flex", flexWrap: "wrap", gap: vars.space.sm });
