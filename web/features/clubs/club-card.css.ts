import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const card = style({
  position: "relative",
  height: "100%",
  transition: "box-shadow 150ms, transform 150ms",
  selectors: {
    "&:hover": { boxShadow: vars.shadow.raised },
    "&:focus-within": { boxShadow: vars.shadow.raised },
  },
  "@media": { "(prefers-reduced-motion: no-preference)": { selectors: { "&:hover": { transform: "translateY(-2px)" } } } },
});

export const header = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const logo = style({
  flex: "0 0 auto",
  width: "64px",
  height: "64px",
  objectFit: "contain",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  padding: "4px",
});

export const titleBlock = style({ minWidth: 0, display: "flex", flexDirection: "column", gap: "2px" });

export const name = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.brandDark, overflowWrap: "anywhere" });

/** The name's link covers the whole card, so the card is one target while actions stay separate buttons. */
export const stretchedLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&::after": { content: "''", position: "absolute", inset: 0, borderRadius: vars.radius.lg },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&:hover": { textDecoration: "underline" },
  },
});

export const location = style({ display: "flex", alignItems: "center", gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

/** Buttons inside the card sit above the stretched link so they stay clickable. */
export const actions = style({
  position: "relative",
  zIndex: 1,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginTop: "auto",
  paddingTop: vars.space.sm,
});
