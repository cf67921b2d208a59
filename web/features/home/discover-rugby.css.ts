import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

export const cards = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const card = style({ height: "100%", flexDirection: "row" });

const bandBase = style({
  flex: "0 0 6.5rem",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  padding: vars.space.md,
  color: vars.color.textOnBrand,
  textAlign: "center",
  backgroundImage: "repeating-linear-gradient(90deg, rgba(255,255,255,0.08) 0 2px, transparent 2px 22px)",
  "@media": { [media.tablet]: { flexBasis: "8.5rem" } },
});
export const band = styleVariants({
  union: [bandBase, { backgroundColor: vars.color.union }],
  league: [bandBase, { backgroundColor: vars.color.league }],
});

export const players = style({ fontSize: "2.75rem", fontWeight: 800, lineHeight: 1 });
export const playersLabel = style({ fontSize: vars.fontSize.xs, fontWeight: 600, textTransform: "uppercase", letterSpacing: "0.05em" });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, padding: vars.space.lg, flex: 1, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brandDark });
export const tagline = style({ margin: 0, color: vars.color.textMuted });
export const more = style({ marginTop: "auto", fontWeight: 700, color: vars.color.brand });
