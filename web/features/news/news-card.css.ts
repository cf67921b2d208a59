import { style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const card = style({ height: "100%" });
export const imageWrap = style({ position: "relative", background: vars.color.brandSoft });
export const title = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.brandDark, lineHeight: 1.3, overflowWrap: "anywhere" });
export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.sm}`,
  marginTop: "auto",
  paddingTop: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const dot = style({ selectors: { "&::before": { content: "'·'" } } });
/** The language of a story shown in its own language to a reader of the other (issue 13). */
export const languageTag = style({
  marginLeft: vars.space.sm,
  padding: "0 6px",
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
});
