import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const banner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brandDark,
  color: "#fff",
  position: "sticky",
  top: 0,
  zIndex: 50,
});
export const text = style({ margin: 0, fontWeight: 600 });
