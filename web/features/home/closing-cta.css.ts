import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

export const cta = style({
  paddingTop: vars.space.xl,
  "@media": { [media.tablet]: { paddingTop: vars.space.section } },
});

/** A dark panel rather than a full-bleed band, so it sits apart from the (also dark) footer. */
export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  alignItems: "flex-start",
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textOnBrand,
  // Mown-pitch stripes over federation blue, as on the match scoreboard.
  background: `repeating-linear-gradient(90deg, rgba(255, 255, 255, 0.04) 0 48px, transparent 48px 96px), linear-gradient(135deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  boxShadow: vars.shadow.raised,
  "@media": { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.xxl}` } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, "@media": { [media.tablet]: { fontSize: "2.25rem" } } });

export const text = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: "40rem", opacity: 0.95 });
