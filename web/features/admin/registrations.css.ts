/**
 * The registrar's Registrations tab (issue 24): the register as a table on a laptop, each row a
 * card on a phone (the cells labelled by their column), its filters and its pager.
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

export const filters = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  marginBottom: vars.space.md,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" }, "screen and (min-width: 1100px)": { gridTemplateColumns: "minmax(0, 1.5fr) repeat(4, minmax(0, 1fr))" } },
});
export const filter = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600, minWidth: 0 });
/** The status filter (long words in Greek) and the search: a row of their own on a phone. */
export const wide = style({ "@media": { [media.mobile]: { gridColumn: "1 / -1" } } });
/** The same, by the name the Transfers tab reads it (web/features/admin/transfers-tab.tsx). */
export const search = wide;
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm, marginBottom: vars.space.md });
export const total = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tableWrap = style([surface, { overflow: "hidden", "@media": { [media.mobile]: { background: "transparent", border: 0, boxShadow: "none", overflow: "visible" } } }]);
/** While the next page loads, the one on screen stays, dimmed. */
export const stale = style({ opacity: 0.6, transition: "opacity 150ms" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
export const th = style({
  textAlign: "left",
  padding: vars.space.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontWeight: 700,
  whiteSpace: "nowrap",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "middle", overflowWrap: "anywhere" });
export const name = style({ fontWeight: 700, overflowWrap: "normal" });
export const rowActions = style({ display: "flex", gap: vars.space.xs, justifyContent: "flex-end" });

// A phone: no header row; each registration a card, each cell a line named by its column.
globalStyle(`${table} thead`, { "@media": { [media.mobile]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)" } } });
globalStyle(`${table} tbody tr`, {
  "@media": {
    [media.mobile]: {
      display: "flex",
      flexDirection: "column",
      gap: vars.space.xs,
      padding: vars.space.md,
      marginBottom: vars.space.md,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
    },
  },
});
globalStyle(`${table} tbody, ${table} tbody tr > *`, { "@media": { [media.mobile]: { display: "block" } } });
globalStyle(`${td}`, { "@media": { [media.mobile]: { border: 0, padding: 0 } } });
globalStyle(`${td}[data-label]::before`, {
  "@media": { [media.mobile]: { content: "attr(data-label) ': '", color: vars.color.textMuted, fontWeight: 600 } },
});
globalStyle(`${rowActions}`, { "@media": { [media.mobile]: { justifyContent: "stretch", marginTop: vars.space.sm } } });
globalStyle(`${rowActions} > button`, { "@media": { [media.mobile]: { flex: "1 1 auto" } } });

export const pager = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "center", gap: vars.space.sm, marginTop: vars.space.md });
export const licence = style({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
export const importNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
