/** Transfers (issue 24, point 5): the way a move reads (from → to), and the club history's list. */
import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

/** "Piraeus → Athens": wraps on a phone, the arrow kept with what follows. */
export const route = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: `0 ${vars.space.xs}`, margin: 0, fontWeight: 600, overflowWrap: "anywhere" });

/** The club history: one line per club, the dates beside on a laptop, under on a phone. */
export const historyList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const historyItem = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: 0 } },
  "@media": { [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "baseline", gap: vars.space.md } },
});
export const historyClub = style({ fontWeight: 700, margin: 0, overflowWrap: "anywhere" });
export const historyMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: "tabular-nums" });
