import { style } from "@vanilla-extract/css";

/**
 * A team's name in a narrow column (tables, match cards, the scoreboard, the live score): it
 * wraps between words only, never inside one (no break-anywhere, no automatic hyphens), and a
 * single word wider than the column ends in an ellipsis on its line instead of spilling out.
 * Whoever uses it gives the full name in a `title` (the shortened line is all a sighted reader sees).
 */
export const teamNameText = style({
  display: "block",
  minWidth: 0,
  // Never wider than its column, even where a flex parent would size it to its longest word.
  maxWidth: "100%",
  overflowWrap: "normal",
  wordBreak: "normal",
  hyphens: "manual",
  // `clip`, not `hidden`: no scroll container, and the other axis (underlines, focus rings) stays visible.
  overflowX: "clip",
  textOverflow: "ellipsis",
});
