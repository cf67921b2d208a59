import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { vars } from "../../ui/theme.css";

export const card = style([surface, {
  maxWidth: "560px",
  margin: `${vars.space.lg} auto`,
  textAlign: "center",
  padding: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
}]);
export const icon = style({ width: "3.5rem", height: "3.5rem", color: vars.color.danger });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const text = style({ margin: 0, color: vars.color.textMuted });
