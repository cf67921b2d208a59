import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

/** Heading first in reading order; from tablet width up the sidebar moves to its own column. */
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  gridTemplateAreas: '"heading" "sidebar" "content"',
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "240px minmax(0, 1fr)",
      gridTemplateAreas: '"sidebar heading" "sidebar content"',
      gridTemplateRows: "auto 1fr",
      columnGap: vars.space.xl,
    },
  },
});

export const sidebar = style([surface, {
  gridArea: "sidebar",
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  "@media": { [media.tablet]: { position: "sticky", top: `calc(${vars.layout.headerHeight} + ${vars.space.md})` } },
}]);

export const identity = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });
export const avatar = style({
  flex: "0 0 auto",
  width: "3rem",
  height: "3rem",
  borderRadius: "50%",
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontWeight: 800,
});
export const name = style({ fontWeight: 700, margin: 0, overflowWrap: "anywhere" });
export const email = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0, overflowWrap: "anywhere" });

/** A row of links on phones, a column beside the content from tablet width up. */
export const nav = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  "@media": { [media.tablet]: { flexDirection: "column" } },
});
export const navLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  background: "transparent",
  border: 0,
  cursor: "pointer",
  fontSize: vars.fontSize.md,
  textAlign: "left",
  selectors: {
    "&:hover": { background: vars.color.brandSoft },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandDark, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
});
export const logout = style([navLink, { color: vars.color.danger }]);

export const content = style({ gridArea: "content", minWidth: 0 });
export const heading = style({ gridArea: "heading", fontSize: vars.fontSize.xxl, color: vars.color.brandDark, margin: 0 });
export const panel = style([surface, {
  padding: vars.space.md,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
}]);
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const loading = style({ textAlign: "center", padding: vars.space.xxl, color: vars.color.textMuted });
export const intro = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });
