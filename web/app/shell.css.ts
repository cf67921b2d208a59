import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../ui/theme.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: "-100px",
  zIndex: 100,
  background: vars.color.surface,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: { "&:focus": { top: vars.space.sm } },
});
export const page = style({ minHeight: "100dvh", display: "flex", flexDirection: "column" });
/**
 * At least a screen tall: while a page's code and data arrive, the footer waits below the fold
 * instead of jumping down when the content appears (no layout shift, CLS).
 */
// Focused after an in-app move (web/lib/use-scroll-on-navigate.ts); a ring round the page is noise.
export const main = style({ flex: 1, minHeight: "100dvh", outline: "none" });

const headerBar = media.headerBar;

/**
 * The header (issue 21): one height per layout, whatever the language and whoever is signed in.
 * - Phones (below 768 px): one row of 4.5rem: the brand, the search icon and the drawer's button.
 * - From 768 px: the SPEC's 6.75rem crest spans two rows. The top row holds the brand's name and
 *   the tools (search, language, account); the bottom row holds the six links, so the longest
 *   Greek labels and a signed-in player's two buttons each have a row's width, not a shared one.
 * The brand never breaks inside a word: its name stays on one line, and its subtitle wraps only
 * between words (or is left out on the narrowest phones).
 */
const logoHeight = "6.75rem";
/** The crest's width at the SPEC's height (the image is 96 x 112). */
const logoWidth = `calc(${logoHeight} * 96 / 112)`;
const barHeight = `calc(${logoHeight} + 2 * ${vars.space.xs})`;
/** The header's height is one token, so what sticks below it or scrolls to an anchor clears it at every width. */
globalStyle(":root", { "@media": { [headerBar]: { vars: { [vars.layout.headerHeight]: barHeight } } } });

export const header = style({
  background: vars.color.brandDark,
  color: vars.color.textOnBrand,
  position: "sticky",
  top: 0,
  zIndex: 40,
  boxShadow: "0 2px 10px rgba(0,0,0,0.2)",
});
export const headerInner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  height: vars.layout.headerHeight,
  "@media": {
    [headerBar]: {
      display: "grid",
      gridTemplateColumns: `${logoWidth} minmax(0, 1fr) auto auto`,
      gridTemplateRows: "minmax(0, 1fr) auto",
      gridTemplateAreas: '"brand brand search actions" ". nav nav nav"',
      columnGap: vars.space.md,
    },
  },
});
export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: "inherit",
  textDecoration: "none",
  marginRight: "auto",
  "@media": {
    [headerBar]: {
      gridArea: "brand",
      alignSelf: "stretch",
      position: "relative",
      marginRight: 0,
      // The crest hangs from the top row over the empty cell below it; the name starts where the links do.
      paddingLeft: `calc(${logoWidth} + ${vars.space.md})`,
    },
  },
});
/** SPEC: header logo height 6.75rem; on phones the crest is smaller so the page stays in view. */
export const logo = style({
  height: "3rem",
  width: "auto",
  display: "block",
  flexShrink: 0,
  "@media": { [headerBar]: { position: "absolute", left: 0, top: vars.space.xs, height: logoHeight } },
});
export const brandText = style({ display: "flex", flexDirection: "column", gap: "2px", lineHeight: 1.15 });
export const brandName = style({
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  letterSpacing: "0.01em",
  whiteSpace: "nowrap",
  "@media": { [headerBar]: { fontSize: vars.fontSize.xl } },
});
/**
 * The federation's full name: on the narrowest phones there is no room for it beside the name and
 * the two buttons, so it is left out (the crest and "Rugby Hellas" remain); elsewhere it wraps
 * between words, in balanced lines, when a language's words need two.
 */
export const brandSub = style({
  display: "none",
  fontSize: vars.fontSize.xs,
  fontWeight: 500,
  opacity: 0.9,
  textWrap: "balance",
  "@media": {
    "screen and (min-width: 360px)": { display: "block" },
    [headerBar]: { fontSize: vars.fontSize.sm, letterSpacing: "0.01em" },
  },
});
/** A link's side padding on the bar: narrow on tablets, where the six Greek labels just fit. */
const navLinkPadding = { tablet: "0.375rem", desktop: vars.space.md };
export const nav = style({
  display: "none",
  "@media": {
    [headerBar]: {
      gridArea: "nav",
      display: "flex",
      alignItems: "flex-end",
      gap: vars.space.xs,
      minWidth: 0,
      borderTop: "1px solid rgba(255,255,255,0.14)",
      // The first link's text lines up with the brand's name above it.
      marginLeft: `calc(-1 * ${navLinkPadding.tablet})`,
    },
    [media.desktop]: { marginLeft: `calc(-1 * ${navLinkPadding.desktop})` },
  },
});
export const navLink = style({
  color: vars.color.textOnBrand,
  textDecoration: "none",
  fontWeight: 600,
  whiteSpace: "nowrap",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  borderBottom: "3px solid transparent",
  selectors: {
    "&:hover": { background: "rgba(255,255,255,0.1)" },
    '&[aria-current="page"]': { borderBottomColor: vars.color.accent },
  },
  // Tablets: the six Greek labels fit the links' row with narrower padding; laptops get room to breathe.
  "@media": {
    [headerBar]: { paddingInline: navLinkPadding.tablet, fontSize: "0.9375rem" },
    [media.desktop]: { paddingInline: navLinkPadding.desktop, fontSize: vars.fontSize.md },
  },
});
export const actions = style({
  display: "none",
  "@media": { [headerBar]: { gridArea: "actions", display: "flex", alignItems: "center", gap: vars.space.sm } },
});
export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  border: "1px solid rgba(255,255,255,0.4)",
  borderRadius: vars.radius.md,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  flexShrink: 0,
  "@media": { [headerBar]: { display: "none" } },
});
export const flag = style({ width: "24px", height: "16px", borderRadius: "2px", display: "block" });

export const drawerPositioner = style({ position: "fixed", inset: 0, zIndex: 51, display: "flex", justifyContent: "flex-end" });
export const drawer = style({
  background: vars.color.brandDark,
  color: vars.color.textOnBrand,
  width: "min(320px, 86vw)",
  height: "100dvh",
  overflowY: "auto",
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
export const drawerLink = style([navLink, { display: "block", padding: `${vars.space.md} ${vars.space.sm}`, fontSize: vars.fontSize.lg }]);
export const drawerActions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, marginTop: vars.space.lg });

export const footer = style({ background: "#0a1e36", color: "#dfe7f1", paddingTop: vars.space.xxl, marginTop: vars.space.xxl });
export const footerGrid = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
});
export const footerTitle = style({ color: "#ffffff", fontSize: vars.fontSize.md, textTransform: "uppercase", letterSpacing: "0.06em", marginBottom: vars.space.md });
export const footerList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });
export const footerLink = style({ color: "#dfe7f1", textDecoration: "none", display: "inline-block", padding: "2px 0", selectors: { "&:hover": { color: "#ffffff", textDecoration: "underline" } } });
export const footerBottom = style({
  borderTop: "1px solid rgba(255,255,255,0.15)",
  marginTop: vars.space.xl,
  padding: `${vars.space.lg} 0`,
  fontSize: vars.fontSize.sm,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.md,
});
export const social = style({ display: "flex", gap: vars.space.sm });
export const socialLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: "50%",
  background: "rgba(255,255,255,0.1)",
  color: "#ffffff",
  selectors: { "&:hover": { background: "rgba(255,255,255,0.22)" } },
});

/** The header's search field on the bar (a magnifier that opens on focus, web/features/search); on phones an icon to /search. */
export const searchField = style({ display: "none", "@media": { [headerBar]: { gridArea: "search", display: "flex", alignItems: "center" } } });
export const searchIcon = style({ display: "flex", flexShrink: 0, "@media": { [headerBar]: { display: "none" } } });
