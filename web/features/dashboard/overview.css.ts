import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

/** Three across even on a phone: the counts are the first thing an official checks. */
export const counts = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  "@media": { [media.tablet]: { gap: vars.space.md } },
});
/** Narrow side padding on phones, so a label's longest word ("Επόμενοι", "Upcoming") fits a line of a third of a 360 px screen. */
export const countCard = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.sm}`,
  minHeight: "44px",
  "@media": { [media.tablet]: { padding: vars.space.lg } },
});
export const countValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  color: vars.color.brand,
  lineHeight: 1,
  fontVariantNumeric: "tabular-nums",
  "@media": { [media.tablet]: { fontSize: "2.25rem" } },
});
/**
 * Three cards across a 360 px phone leave a label about 86 px: words wrap whole, and a word wider
 * than that is hyphenated in the page's language (the labels are short enough not to need it).
 */
export const countLabel = style({
  fontWeight: 600,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: "break-word",
  hyphens: "auto",
  "@media": { [media.tablet]: { fontSize: vars.fontSize.md } },
});
export const countHint = style({ fontSize: vars.fontSize.sm, color: vars.color.brand, marginTop: "auto", "@media": { [media.mobile]: { display: "none" } } });

export const blocks = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 320px), 1fr))",
  alignItems: "start",
});
export const block = style([surface, {
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
}]);
export const blockHeader = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm, flexWrap: "wrap" });
export const blockTitle = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.brandDark });
export const viewAll = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const item = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: 0, paddingTop: 0 } },
});
export const itemText = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });
export const itemTitle = style({ fontWeight: 600, overflowWrap: "anywhere" });
export const itemMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const headCount = style({
  minWidth: "2rem",
  textAlign: "center",
  fontWeight: 800,
  color: vars.color.brandDark,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.pill,
  padding: `2px ${vars.space.sm}`,
  fontVariantNumeric: "tabular-nums",
});
export const blockEmpty = style({ color: vars.color.textMuted, display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.sm, margin: 0 });
