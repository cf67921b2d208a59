import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  alignSelf: "flex-start",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.03em",
  textTransform: "uppercase",
  whiteSpace: "nowrap",
});

// Each pair keeps at least 4.5:1 contrast (AA for small bold text).
export const categoryBadge = styleVariants({
  nationalTeam: [base, { background: vars.color.brand, color: vars.color.textOnBrand }],
  youthDevelopment: [base, { background: vars.color.successSoft, color: vars.color.success }],
  infrastructure: [base, { background: vars.color.accentSoft, color: "#6b4e00" }],
  other: [base, { background: vars.color.surfaceAlt, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});
