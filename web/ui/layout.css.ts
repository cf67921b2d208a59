import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  // Inline padding only, so a `section` on the same element keeps its vertical rhythm.
  paddingInline: vars.space.md,
  "@media": { [media.tablet]: { paddingInline: vars.space.lg } },
});

export const section = style({ paddingBlock: vars.space.xxl });

export const sectionTitle = style({ fontSize: vars.fontSize.xxl, margin: 0, color: vars.color.brandDark });

export const grid = styleVariants({
  two: { display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 320px), 1fr))" },
  three: { display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 280px), 1fr))" },
  four: { display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))" },
});

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted });
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
