import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

export const headerInner = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
  "@media": { [media.tablet]: { flexDirection: "row", alignItems: "center", gap: vars.space.lg } },
});
export const headerLogo = style({
  flex: "0 0 auto",
  width: "96px",
  height: "96px",
  objectFit: "contain",
  background: "#ffffff",
  borderRadius: vars.radius.lg,
  padding: vars.space.sm,
  boxShadow: vars.shadow.card,
  "@media": { [media.tablet]: { width: "120px", height: "120px" } },
});
export const headerText = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });
export const headerMeta = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, color: "rgba(255,255,255,0.92)" });
export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: "#ffffff",
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const panelGrid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 340px), 1fr))",
  alignItems: "start",
});
export const panelTitle = style({ fontSize: vars.fontSize.xl, margin: 0, color: vars.color.brandDark });

/**
 * Label/value rows of the about tab: label above value on phones; label beside value from 480 px.
 * The label column takes at most 40% of the card, its long (Greek) labels wrapping between words,
 * so a value keeps the rest: in a half-width card a name is not squeezed into pieces of a word.
 */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: `0 ${vars.space.md}`,
  margin: 0,
  "@media": { "screen and (min-width: 480px)": { gridTemplateColumns: "fit-content(40%) 1fr", rowGap: vars.space.sm } },
});
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600, alignSelf: "center" });
export const factValue = style({
  margin: `0 0 ${vars.space.sm}`,
  overflowWrap: "anywhere",
  "@media": { "screen and (min-width: 480px)": { marginBottom: 0 } },
});
export const description = style({ margin: 0, whiteSpace: "pre-line" });

export const socialList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
export const socialLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.brandSoft } },
});

export const groupTitle = style({
  fontSize: vars.fontSize.xl,
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.brandDark,
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.sm,
});
export const groupCount = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 });
export const group = style({ marginBottom: vars.space.xl });

export const playerList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
});
export const player = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const jersey = style({
  flex: "0 0 auto",
  display: "grid",
  placeItems: "center",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.md,
  background: vars.color.brandDark,
  color: vars.color.textOnBrand,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: "tabular-nums",
});
export const playerName = style({ fontSize: vars.fontSize.md, margin: 0, fontWeight: 700 });
export const playerMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const withIcon = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
export const badges = style({ display: "inline-flex", flexWrap: "wrap", gap: vars.space.xs });
export const skeletonText = style({ flex: 1, width: "100%", display: "grid", gap: vars.space.sm });
export const subTitle = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});
/** A taller hit area (44 px) for the phone and website links without spreading the rows apart. */
export const factLink = style({ display: "inline-block", paddingBlock: "10px", marginBlock: "-10px" });
/** The club's teams, below its About panels. */
export const teamsSection = style({ marginTop: vars.space.xl });
