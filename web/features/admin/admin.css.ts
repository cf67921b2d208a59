import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

export const header = style({ marginBottom: vars.space.lg });
export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandDark, margin: 0 });
export const intro = style({ color: vars.color.textMuted, margin: `${vars.space.xs} 0 0` });

export const stats = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
  listStyle: "none",
  "@media": { [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});
export const stat = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.xs,
});
export const statValue = style({ fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.brandDark, lineHeight: 1 });
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const panel = style([surface, {
  padding: vars.space.md,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
}]);

export const clubList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const clubRow = style({
  display: "grid",
  gap: vars.space.sm,
  alignItems: "center",
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  gridTemplateColumns: "48px minmax(0, 1fr)",
  selectors: { "&:last-child": { borderBottom: 0 } },
  "@media": { [media.tablet]: { gridTemplateColumns: "48px minmax(0, 1fr) minmax(0, 1fr) 15rem" } },
});
export const clubLogo = style({ width: "48px", height: "48px", objectFit: "contain", borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
export const clubName = style({ fontWeight: 700, margin: 0, overflowWrap: "anywhere" });
export const clubMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0, overflowWrap: "anywhere" });
/** On phones the contact and badges sit under the name, aligned with it. */
export const clubDetails = style({ gridColumn: "2", "@media": { [media.tablet]: { gridColumn: "auto" } } });
export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, gridColumn: "2", "@media": { [media.tablet]: { gridColumn: "auto", justifyContent: "flex-end" } } });


export const stateCard = style([surface, {
  maxWidth: "560px",
  margin: "0 auto",
  textAlign: "center",
  padding: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
}]);
export const stateIcon = style({ width: "3.5rem", height: "3.5rem", color: vars.color.danger });
export const stateText = style({ margin: 0, color: vars.color.textMuted });
