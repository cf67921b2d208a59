import { style } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

export const band = style({
  background: `linear-gradient(135deg, ${vars.color.brandDark} 0%, ${vars.color.brand} 100%)`,
  color: vars.color.textOnBrand,
  padding: `${vars.space.xl} 0`,
  "@media": { [media.tablet]: { padding: `${vars.space.xxl} 0` } },
});
export const inner = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: "#f7d98b",
});
export const title = style({ margin: 0, fontSize: vars.fontSize.display, lineHeight: 1.1, overflowWrap: "anywhere" });
export const lead = style({ margin: 0, maxWidth: "60ch", fontSize: vars.fontSize.lg, color: "rgba(255, 255, 255, 0.92)" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.xs });
