import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

/** The player's registrations screen (issue 24): one panel per person, a card per registration. */
export const panel = style([surface, {
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
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
export const itemHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
export const itemTitle = style({ fontWeight: 700, margin: 0, overflowWrap: "anywhere" });
/** Term and value pairs: stacked on phones, two columns from tablet width up. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `0 ${vars.space.md}`,
  margin: 0,
  "@media": { [media.tablet]: { gridTemplateColumns: "max-content minmax(0, 1fr)" } },
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, overflowWrap: "anywhere", "@media": { [media.mobile]: { marginBottom: vars.space.xs } } });
export const licence = style({ fontWeight: 700, fontVariantNumeric: "tabular-nums", letterSpacing: "0.02em" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.xs });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
/** The dashed box that keeps a place for a part still to come. */
export const placeholder = style({ border: `1px dashed ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, color: vars.color.textMuted });
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const loading = style({ textAlign: "center", padding: vars.space.xxl, color: vars.color.textMuted });
