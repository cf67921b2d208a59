import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** A table's caption above it, and its smaller note: the standings and the competition tables. */
export const tableCaption = style({
  captionSide: "top",
  textAlign: "start",
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm}`,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: vars.color.brandDark,
});

export const tableCaptionNote = style({ display: "block", fontWeight: 400, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
