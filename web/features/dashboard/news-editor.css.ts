import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../ui/theme.css";

export const frame = style({
  border: "1px solid #8795a6",
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    "&:focus-within": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    '&[data-invalid="true"]': { borderColor: vars.color.danger, borderWidth: "2px" },
  },
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "2px",
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
});

export const tool = style({
  minWidth: "44px",
  height: "44px",
  padding: `0 ${vars.space.sm}`,
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surface, borderColor: vars.color.border } },
});

export const linkRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const linkInput = style({
  flex: "1 1 200px",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: "1px solid #8795a6",
  borderRadius: vars.radius.sm,
});

/** SPEC section 9: the content editor is at least 300 px high. */
export const editable = style({});
globalStyle(`${editable} .ProseMirror`, {
  minHeight: "300px",
  padding: vars.space.md,
  outline: "none",
  lineHeight: 1.6,
  overflowWrap: "anywhere",
});
globalStyle(`${editable} .ProseMirror > :first-child`, { marginTop: 0 });
globalStyle(`${editable} .ProseMirror :is(h2, h3, h4)`, { color: vars.color.brandDark, margin: `${vars.space.md} 0 ${vars.space.sm}` });
globalStyle(`${editable} .ProseMirror blockquote`, {
  margin: `${vars.space.md} 0`,
  padding: `0 ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  color: vars.color.textMuted,
});
globalStyle(`${editable} .ProseMirror :is(ul, ol)`, { paddingLeft: vars.space.lg });
globalStyle(`${editable} .ProseMirror img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${editable} .ProseMirror pre`, { background: vars.color.surfaceAlt, padding: vars.space.sm, borderRadius: vars.radius.sm, overflowX: "auto" });
