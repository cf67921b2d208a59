import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const body = style({ display: "flex", gap: vars.space.md, flex: 1, minWidth: 0 });
/** A calendar-leaf date: day large, month and weekday small. */
export const dateLeaf = style({
  width: "64px",
  flexShrink: 0,
  alignSelf: "flex-start",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  padding: `${vars.space.sm} 0`,
  lineHeight: 1.1,
  textAlign: "center",
});
export const day = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });
export const month = style({ fontSize: vars.fontSize.xs, fontWeight: 700, textTransform: "uppercase" });
export const score = style({ fontWeight: 800, color: vars.color.text, fontVariantNumeric: "tabular-nums" });
