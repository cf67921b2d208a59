import { style } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

export const backdrop = style({ position: "fixed", inset: 0, background: "rgba(10, 20, 35, 0.55)", zIndex: 50 });
export const positioner = style({
  position: "fixed",
  inset: 0,
  zIndex: 51,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.md,
  overflowY: "auto",
});
export const content = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  width: "100%",
  maxWidth: "560px",
  maxHeight: "calc(100dvh - 2rem)",
  overflowY: "auto",
  padding: vars.space.lg,
  position: "relative",
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});
export const wide = style({ maxWidth: "820px" });
export const title = style({ fontSize: vars.fontSize.xl, margin: `0 ${vars.space.xl} ${vars.space.sm} 0`, color: vars.color.brandDark });
export const description = style({ color: vars.color.textMuted, marginBottom: vars.space.md });
export const close = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  width: "44px",
  height: "44px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  fontSize: "1.5rem",
  lineHeight: 1,
  cursor: "pointer",
  color: vars.color.textMuted,
  selectors: { "&:hover": { background: vars.color.surfaceAlt }, "&:disabled": { opacity: 0.4, cursor: "not-allowed" } },
});
export const footer = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm, flexWrap: "wrap", marginTop: vars.space.lg });
