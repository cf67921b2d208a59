import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

const shimmer = keyframes({ "0%": { backgroundPosition: "-200px 0" }, "100%": { backgroundPosition: "calc(200px + 100%) 0" } });
export const skeleton = style({
  display: "block",
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, #e6ebf1 0px, #f3f6f9 80px, #e6ebf1 160px)`,
  backgroundSize: "200px 100%",
  animation: `${shimmer} 1.3s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const spinner = style({
  width: "2rem",
  height: "2rem",
  border: `3px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  borderRadius: "50%",
  animation: `${spin} 0.8s linear infinite`,
});
export const spinnerWrap = style({ display: "flex", justifyContent: "center", alignItems: "center", padding: vars.space.xxl });

const alertBase = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderLeft: "4px solid",
});
export const alert = styleVariants({
  info: [alertBase, { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brandDark }],
  success: [alertBase, { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.success }],
  warning: [alertBase, { background: vars.color.warningSoft, borderColor: vars.color.warning, color: vars.color.warning }],
  error: [alertBase, { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.danger }],
});

const badgeBase = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.02em",
  whiteSpace: "nowrap",
});
export const badge = styleVariants({
  neutral: [badgeBase, { background: vars.color.surfaceAlt, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
  union: [badgeBase, { background: vars.color.brandSoft, color: vars.color.union }],
  league: [badgeBase, { background: vars.color.leagueSoft, color: vars.color.league }],
  success: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  warning: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  accent: [badgeBase, { background: vars.color.accentSoft, color: "#6b4e00" }],
});

export const emptyState = style({
  textAlign: "center",
  padding: vars.space.xxl,
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
