/** Styles shared by the dashboard's pages: page header, back link, item rows and dialog actions. */
import { globalStyle, style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, paddingBottom: vars.space.xl });

export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  alignSelf: "flex-start",
  fontWeight: 600,
  color: vars.color.brand,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const pageHeader = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.md });
export const pageTitle = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandDark, margin: 0 });
export const pageIntro = style({ color: vars.color.textMuted, margin: `${vars.space.xs} 0 0` });
export const pageActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, "@media": { [media.mobile]: { width: "100%" } } });

/** Buttons at the end of a dialog's form: full width and stacked on a phone, a row from 768 px. */
export const formActions = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  "@media": { [media.tablet]: { flexDirection: "row", justifyContent: "flex-end" } },
});

/** A list of items, each a card row with its actions. */
export const itemList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.md });
export const itemRow = style([surface, {
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  "@media": { [media.tablet]: { flexDirection: "row", alignItems: "flex-start" } },
}]);
export const itemMain = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });
export const itemTitle = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.text, overflowWrap: "anywhere" });
export const itemMeta = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const rowActions = style({
  display: "flex",
  gap: vars.space.sm,
  flexShrink: 0,
  "@media": { [media.mobile]: { width: "100%" } },
});
/** A card's buttons share its width; when their words do not fit (Greek's are longer), they wrap instead of running off the card. */
export const cardActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const rowAction = style({
  "@media": { [media.mobile]: { flex: 1 } },
  selectors: { [`${cardActions} &`]: { flex: 1 } },
});

/** Horizontal scrolling for wide tables on a phone, with the table keeping its columns. */
export const tableScroll = style([surface, {
  // Relative, so visually hidden cells stay inside the scroller instead of widening the page.
  position: "relative",
  overflowX: "auto",
  WebkitOverflowScrolling: "touch",
}]);
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  minWidth: "640px",
});
globalStyle(`${table} :is(th, td):first-child`, { paddingLeft: vars.space.md });
globalStyle(`${table} :is(th, td):last-child`, { paddingRight: vars.space.md });
export const th = style({
  textAlign: "left",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontWeight: 700,
  whiteSpace: "nowrap",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({ padding: `${vars.space.sm} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "middle" });
export const numeric = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" });
export const tableActions = style({ display: "flex", gap: vars.space.xs, justifyContent: "flex-end" });
/** Table buttons keep the 44 px touch height but take less width. */
export const compactButton = style({ paddingInline: vars.space.md });
export const nowrap = style({ whiteSpace: "nowrap" });

export const skeletonList = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

/** A fieldset's legend that looks like a field label (legends carry default padding). */
export const legend = style({ padding: 0, marginBottom: vars.space.xs });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const sectionTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.brandDark, margin: 0 });
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
