import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

/** Goal posts and pitch lines drawn in CSS, over the code's colour (union blue, league maroon). */
const heroBase = style({
  color: vars.color.textOnBrand,
  backgroundRepeat: "no-repeat",
  backgroundSize: "cover",
});
const pitchLines = `repeating-linear-gradient(90deg, rgba(255,255,255,0.07) 0 2px, transparent 2px 120px)`;
export const hero = styleVariants({
  union: [heroBase, { backgroundImage: `${pitchLines}, linear-gradient(120deg, ${vars.color.brandDark} 0%, ${vars.color.union} 100%)` }],
  league: [heroBase, { backgroundImage: `${pitchLines}, linear-gradient(120deg, #4d0f18 0%, ${vars.color.league} 100%)` }],
});

export const heroInner = style({
  paddingBlock: vars.space.xxl,
  "@media": { [media.tablet]: { paddingBlock: vars.space.section } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  opacity: 0.9,
});

export const heroTitle = style({ fontSize: vars.fontSize.display, margin: `${vars.space.xs} 0 ${vars.space.sm}` });

export const tagline = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: "44rem", opacity: 0.95 });

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxl,
  paddingBlock: vars.space.xl,
  "@media": { [media.tablet]: { paddingBlock: vars.space.xxl } },
});

export const intro = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: "48rem", color: vars.color.text });

export const sectionTitle = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandDark, margin: `0 0 ${vars.space.md}` });

export const muted = style({ color: vars.color.textMuted, marginTop: `-${vars.space.sm}` });

export const factsSection = style({});

export const facts = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))",
  margin: 0,
});

export const fact = style({
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.brandDark, lineHeight: 1.2 });

export const columns = style({
  display: "grid",
  gap: vars.space.xxl,
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", alignItems: "start" } },
});

export const rules = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.md, counterReset: "rule" });

export const rule = style({
  position: "relative",
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} 3.25rem`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  counterIncrement: "rule",
  selectors: {
    "&::before": {
      content: "counter(rule)",
      position: "absolute",
      left: vars.space.md,
      top: vars.space.md,
      width: "1.6rem",
      height: "1.6rem",
      borderRadius: "50%",
      background: vars.color.accentSoft,
      color: "#6b4e00",
      fontWeight: 800,
      fontSize: vars.fontSize.sm,
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
    },
  },
});

export const ruleTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.xs}`, color: vars.color.text });

export const ruleText = style({ margin: 0, color: vars.color.textMuted });

export const positionGroup = style({ marginBottom: vars.space.lg });

export const groupTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.text, margin: `0 0 ${vars.space.sm}` });

export const positions = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
});

export const position = style({
  display: "flex",
  gap: vars.space.md,
  alignItems: "flex-start",
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The shirt number, in the style of a jersey back. */
export const shirt = style({
  flex: "0 0 auto",
  width: "2.5rem",
  height: "2.5rem",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.sm,
  background: vars.color.brandDark,
  color: vars.color.textOnBrand,
  fontWeight: 800,
  fontVariantNumeric: "tabular-nums",
});

export const positionName = style({ display: "block", fontWeight: 700, color: vars.color.text });

export const positionRole = style({ display: "block", fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const next = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.lg,
});

export const otherLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
});
