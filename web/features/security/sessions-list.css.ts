import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

export const page = style({ maxWidth: "760px", margin: "0 auto", padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`, display: "flex", flexDirection: "column", gap: vars.space.xl });
export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandDark, margin: 0 });
export const panel = style([surface, { padding: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.md }]);
export const panelTitle = style({ fontSize: vars.fontSize.xl, margin: 0, color: vars.color.text });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { [media.tablet]: { flexDirection: "row", alignItems: "center", justifyContent: "space-between" } },
});
export const current = style({ borderColor: vars.color.brand, background: vars.color.brandSoft });
export const device = style({ margin: 0, fontWeight: 600, display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const details = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
