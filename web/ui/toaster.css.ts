import { style } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

export const toast = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  borderLeft: `5px solid ${vars.color.brand}`,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.md} ${vars.space.md}`,
  width: "min(420px, calc(100vw - 2rem))",
  position: "relative",
  translate: "var(--x) var(--y)",
  scale: "var(--scale)",
  zIndex: "var(--z-index)",
  height: "var(--height)",
  opacity: "var(--opacity)",
  willChange: "translate, opacity, scale",
  transition: "translate 300ms, scale 300ms, opacity 300ms, height 300ms",
  selectors: {
    '&[data-type="success"]': { borderLeftColor: vars.color.success },
    '&[data-type="error"]': { borderLeftColor: vars.color.danger, background: vars.color.dangerSoft },
  },
  "@media": { [media.tablet]: { maxWidth: "420px" } },
});
export const title = style({ fontWeight: 700, margin: 0 });
export const description = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm });
export const close = style({
  position: "absolute",
  top: vars.space.xs,
  right: vars.space.xs,
  border: 0,
  background: "transparent",
  fontSize: "1.25rem",
  width: "32px",
  height: "32px",
  cursor: "pointer",
  color: vars.color.textMuted,
});
