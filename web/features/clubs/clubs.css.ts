import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const listHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});
export const count = style({ margin: 0, color: vars.color.textMuted });
