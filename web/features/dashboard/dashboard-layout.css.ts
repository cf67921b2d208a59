import { style } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

/** Side menu beside the page from 768 px (SPEC's mobile breakpoint); a drawer below it. */
export const shell = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  margin: "0 auto",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "240px minmax(0, 1fr)",
      gap: vars.space.lg,
      padding: `${vars.space.lg} ${vars.space.lg} 0`,
    },
  },
});

export const sidebar = style({
  display: "none",
  "@media": {
    [media.tablet]: {
      display: "block",
      position: "sticky",
      top: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
      alignSelf: "start",
    },
  },
});

export const panel = style([surface, {
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
}]);

export const clubCard = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });
export const clubLogo = style({ width: "48px", height: "48px", borderRadius: vars.radius.md, objectFit: "contain", background: vars.color.surfaceAlt, flexShrink: 0 });
export const clubText = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const clubName = style({ fontWeight: 700, color: vars.color.brandDark, overflowWrap: "anywhere", lineHeight: 1.25 });
export const clubLocation = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const navList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: "2px" });
export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandDark, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
  },
});
export const navIcon = style({ width: "20px", height: "20px", flexShrink: 0 });

/** The phone's bar above the page: the current section and the button that opens the menu. */
export const mobileBar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [media.tablet]: { display: "none" } },
});
export const mobileBarClub = style({ fontWeight: 700, color: vars.color.brandDark, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", minWidth: 0 });

export const drawerPositioner = style({ position: "fixed", inset: 0, zIndex: 51, display: "flex", justifyContent: "flex-start" });
export const drawer = style({
  background: vars.color.surface,
  width: "min(320px, 88vw)",
  height: "100dvh",
  overflowY: "auto",
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  boxShadow: vars.shadow.raised,
  outline: "none",
});
export const drawerHeader = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
export const drawerTitle = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.brandDark });
export const drawerClose = style({
  width: "44px",
  height: "44px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  fontSize: "1.5rem",
  cursor: "pointer",
  color: vars.color.textMuted,
  selectors: { "&:hover": { background: vars.color.surfaceAlt } },
});

export const content = style({ minWidth: 0, padding: `${vars.space.lg} ${vars.space.md}`, "@media": { [media.tablet]: { padding: 0 } } });
