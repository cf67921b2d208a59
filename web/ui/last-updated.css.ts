import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const lastUpdated = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
