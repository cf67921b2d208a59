import { style } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const fieldWrap = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });
export const input = style({
  width: "100%",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid #8795a6`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    "&[aria-invalid=true]": { borderColor: vars.color.danger, borderWidth: "2px" },
    "&:disabled, &:read-only:not(select)": { background: vars.color.surfaceAlt, color: vars.color.textMuted },
  },
});
export const textarea = style([input, { minHeight: "6rem", resize: "vertical" }]);
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const checkboxRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "44px", cursor: "pointer" });
export const checkbox = style({ width: "1.25rem", height: "1.25rem", accentColor: vars.color.brand });
export const twoColumns = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 240px), 1fr))",
});
/** A text in English and in Greek (issue 21): side by side from 768 px, one above the other on a phone. */
export const languagePair = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const fieldset = style({ border: 0, padding: 0, margin: 0, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const legend = style({ fontWeight: 700, fontSize: vars.fontSize.md, marginBottom: vars.space.sm, padding: 0 });
