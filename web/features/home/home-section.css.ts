import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

const sectionBase = style({
  paddingBlock: vars.space.xl,
  "@media": { [media.tablet]: { paddingBlock: vars.space.section } },
});

/** Alternating backgrounds so the sections read as separate blocks when scrolling fast. */
export const section = styleVariants({
  plain: [sectionBase, { background: vars.color.surfaceAlt }],
  tinted: [sectionBase, { background: vars.color.surface }],
});

export const header = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: `${vars.space.xs} ${vars.space.md}`,
  flexWrap: "wrap",
  marginBottom: vars.space.lg,
});

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, color: vars.color.brandDark });

export const more = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
