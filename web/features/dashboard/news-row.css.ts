import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

export const body = style({ display: "flex", gap: vars.space.md, flex: 1, minWidth: 0 });
export const thumb = style({
  width: "88px",
  height: "88px",
  flexShrink: 0,
  borderRadius: vars.radius.md,
  objectFit: "cover",
  background: vars.color.brandSoft,
  "@media": { [media.tablet]: { width: "160px", height: "100px" } },
});

/** The article's HTML, shrunk to three lines of running text. */
export const preview = style({
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});
globalStyle(`${preview} :is(p, h2, h3, h4, ul, ol, blockquote)`, { margin: 0, fontSize: "inherit", fontWeight: "inherit", display: "inline" });
globalStyle(`${preview} :is(p, h2, h3, h4, li, blockquote)::after`, { content: '" "' });
globalStyle(`${preview} li`, { display: "inline" });
