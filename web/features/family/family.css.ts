import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

/** The family and my-data screens (issue 24): panels, one card per person. */
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const panel = style([surface, {
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
}]);
export const panelTitle = style({ fontSize: vars.fontSize.xl, margin: 0, color: vars.color.brandDark, overflowWrap: "anywhere" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});
export const itemTitle = style({ fontWeight: 700, margin: 0, overflowWrap: "anywhere" });
export const meta = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: "anywhere" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.xs });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const loading = style({ textAlign: "center", padding: vars.space.xxl, color: vars.color.textMuted });
/** Two name fields side by side from tablet width up. */
export const pair = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "minmax(0, 1fr)", "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } });
