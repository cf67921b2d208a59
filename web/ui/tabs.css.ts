import { style } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

export const list = style({
  display: "flex",
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  overflowX: "auto",
  position: "relative",
  marginBottom: vars.space.lg,
  scrollbarWidth: "thin",
});
export const trigger = style({
  flex: "0 0 auto",
  minHeight: "44px",
  // Narrower on phones, so two or three tabs fit a 360 px screen without scrolling.
  padding: `0 ${vars.space.md}`,
  "@media": { [media.tablet]: { padding: `0 ${vars.space.lg}` } },
  border: 0,
  background: "transparent",
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: "pointer",
  borderBottom: "3px solid transparent",
  marginBottom: "-2px",
  selectors: {
    "&[data-selected]": { color: vars.color.brand, borderBottomColor: vars.color.brand },
    "&:hover": { color: vars.color.brandDark },
  },
});
