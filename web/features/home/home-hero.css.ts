import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

/** SPEC section 9: hero height 480 px. */
export const HERO_HEIGHT = "480px";

export const hero = style({
  position: "relative",
  height: HERO_HEIGHT,
  overflow: "hidden",
  color: vars.color.textOnBrand,
  background: vars.color.brandDark,
  display: "flex",
  alignItems: "center",
});

export const pitch = style({ position: "absolute", inset: 0, width: "100%", height: "100%" });

/** Keeps the text at AA contrast over the drawing: solid enough on phones, fading out to the right on wide screens. */
export const shade = style({
  position: "absolute",
  inset: 0,
  background: "rgba(4, 31, 61, 0.72)",
  "@media": {
    [media.tablet]: {
      background: "linear-gradient(90deg, rgba(4, 31, 61, 0.92) 0%, rgba(4, 31, 61, 0.75) 45%, rgba(4, 31, 61, 0.1) 80%)",
    },
  },
});

export const content = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": { [media.tablet]: { gap: vars.space.md } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.1em",
  textTransform: "uppercase",
  color: "#f3d27a",
  "@media": { [media.tablet]: { fontSize: vars.fontSize.sm } },
});

export const title = style({
  margin: 0,
  fontSize: "clamp(1.75rem, 6vw, 3.5rem)",
  fontWeight: 800,
  lineHeight: 1.1,
  maxWidth: "18ch",
  textWrap: "balance",
});

export const subline = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  maxWidth: "38rem",
  opacity: 0.95,
  "@media": { [media.tablet]: { fontSize: vars.fontSize.lg } },
});
