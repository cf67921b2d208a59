import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

export const page = style({ paddingTop: vars.space.lg, paddingBottom: vars.space.section, "@media": { [media.tablet]: { paddingTop: vars.space.xl } } });
export const column = style({ maxWidth: "760px", margin: "0 auto" });
export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.md, margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const title = style({
  margin: 0,
  fontSize: "clamp(1.75rem, 4.5vw, 2.75rem)",
  lineHeight: 1.15,
  color: vars.color.brandDark,
  overflowWrap: "anywhere",
});
export const meta = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.textMuted, margin: 0 });
export const hero = style({
  display: "block",
  width: "100%",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  marginBottom: vars.space.xl,
});

/** The article text: a comfortable reading measure and rhythm for club-written HTML. */
export const body = style({ fontSize: "1.0625rem", lineHeight: 1.75, color: vars.color.text, overflowWrap: "break-word" });
globalStyle(`${body} > *`, { margin: 0 });
globalStyle(`${body} > * + *`, { marginTop: vars.space.md });
globalStyle(`${body} h2, ${body} h3, ${body} h4`, { color: vars.color.brandDark, lineHeight: 1.3, margin: `${vars.space.xl} 0 0` });
globalStyle(`${body} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${body} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${body} h4`, { fontSize: vars.fontSize.md, textTransform: "uppercase", letterSpacing: "0.04em" });
globalStyle(`${body} a`, { color: vars.color.brand, textDecorationThickness: "1px", textUnderlineOffset: "3px" });
globalStyle(`${body} a:hover`, { color: vars.color.brandDark, textDecorationThickness: "2px" });
globalStyle(`${body} ul, ${body} ol`, { paddingLeft: vars.space.lg, margin: 0 });
globalStyle(`${body} li + li`, { marginTop: vars.space.xs });
globalStyle(`${body} li::marker`, { color: vars.color.brand });
globalStyle(`${body} blockquote`, {
  margin: `${vars.space.lg} 0`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  fontSize: vars.fontSize.lg,
  fontStyle: "italic",
  color: vars.color.brandDark,
});
globalStyle(`${body} img`, { display: "block", maxWidth: "100%", height: "auto", borderRadius: vars.radius.md });
globalStyle(`${body} figure`, { margin: `${vars.space.lg} 0` });
globalStyle(`${body} figcaption`, { marginTop: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: "center" });
globalStyle(`${body} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}`, margin: `${vars.space.xl} 0` });
globalStyle(`${body} code`, {
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "0.9em",
  background: vars.color.surfaceAlt,
  padding: "0.1em 0.35em",
  borderRadius: vars.radius.sm,
});
globalStyle(`${body} pre`, { overflowX: "auto", background: vars.color.surfaceAlt, padding: vars.space.md, borderRadius: vars.radius.md });
globalStyle(`${body} pre code`, { background: "none", padding: 0 });

export const footer = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
export const moreTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.brandDark, margin: `${vars.space.xxl} 0 ${vars.space.lg}` });
export const moreList = style({ listStyle: "none", margin: 0, padding: 0 });
