import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * The header's buttons on the brand bar (the language toggle, a signed-in account's menu) and the
 * drop-down menus they open: building blocks the shell (web/app) and features (web/features/auth)
 * share.
 */
export const langButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: "1px solid rgba(255,255,255,0.4)",
  borderRadius: vars.radius.md,
  background: "transparent",
  color: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:hover": { background: "rgba(255,255,255,0.1)" } },
});

export const menuContent = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  padding: vars.space.xs,
  minWidth: "200px",
  zIndex: 60,
  outline: "none",
});
export const menuItem = style({
  display: "block",
  width: "100%",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  textDecoration: "none",
  color: "inherit",
  selectors: { "&[data-highlighted]": { background: vars.color.brandSoft } },
});
