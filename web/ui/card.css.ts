import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The raised white panel every card, table and form sits on. */
export const surface = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const card = style([surface, {
  overflow: "hidden",
  display: "flex",
  flexDirection: "column",
}]);
export const cardBody = style({ padding: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.sm, flex: 1 });
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.text });
export const cardLink = style({
  textDecoration: "none",
  color: "inherit",
  transition: "box-shadow 150ms, transform 150ms",
  selectors: { "&:hover": { boxShadow: vars.shadow.raised, transform: "translateY(-2px)" } },
});
/** SPEC: card descriptions are clamped to 3 lines. */
export const clamp3 = style({
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  margin: 0,
  color: vars.color.textMuted,
});
export const cardImage = style({ width: "100%", aspectRatio: "16 / 9", objectFit: "cover", display: "block", background: vars.color.brandSoft });
