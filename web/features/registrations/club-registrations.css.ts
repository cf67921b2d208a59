/** The club's registrations screen (issue 24): its filters, the health card warnings and the dialogs' notes. */
import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

export const filters = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [media.tablet]: { gridTemplateColumns: "minmax(0, 16rem) repeat(3, minmax(0, 12rem))" } },
});
export const filter = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600, minWidth: 0 });
/** The status filter's words are the longest (Greek above all): a row of its own on a phone. */
export const wideFilter = style({ "@media": { [media.mobile]: { gridColumn: "1 / -1" } } });

/** A health card that has expired, or expires within 30 days. */
export const cardExpired = style({ color: vars.color.danger, fontWeight: 700 });
export const cardExpiring = style({ color: vars.color.warning, fontWeight: 700 });

export const details = style({ margin: 0, display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm });
export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: "anywhere" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, "@media": { [media.mobile]: { width: "100%" } } });
export const action = style({ "@media": { [media.mobile]: { flex: "1 1 auto" } } });

export const dialogNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const summary = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const skippedList = style({ margin: 0, paddingLeft: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.xs, fontSize: vars.fontSize.sm });
/** The transfers panel's place on the screen (issue 24, point 5). */
export const transfersSpot = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
