import { style } from "@vanilla-extract/css";
import { vars } from "../ui/theme.css";

export const lastUpdated = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
