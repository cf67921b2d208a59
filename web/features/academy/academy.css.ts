import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

export const section = style({ paddingBlock: vars.space.xxl, scrollMarginTop: vars.layout.headerHeight });
export const altSection = style([section, { background: vars.color.surface }]);
export const sectionTitle = style({ fontSize: vars.fontSize.xxl, margin: `0 0 ${vars.space.sm}`, color: vars.color.brandDark });
export const sectionLead = style({ margin: `0 0 ${vars.space.lg}`, maxWidth: "65ch", color: vars.color.textMuted });

export const facts = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});
export const fact = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const factValue = style({ fontSize: "clamp(1.375rem, 4vw, 2rem)", fontWeight: 800, color: vars.color.brandDark, lineHeight: 1.1 });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const groups = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 240px), 1fr))",
});
export const group = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  height: "100%",
});
export const groupHeader = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.sm });
export const groupName = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.brand, fontWeight: 800 });
export const groupAges = style({ fontWeight: 700, color: vars.color.brandDark, fontSize: vars.fontSize.sm });
export const groupText = style({ margin: 0 });

export const features = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 300px), 1fr))",
});
export const feature = style({ display: "flex", gap: vars.space.md, alignItems: "flex-start" });
export const featureIcon = style({
  flex: "0 0 auto",
  display: "grid",
  placeItems: "center",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
});
export const featureTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg, color: vars.color.brandDark });
export const featureText = style({ margin: 0, color: vars.color.textMuted });

export const scheduleGrid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 340px), 1fr))",
  alignItems: "start",
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brandDark });
export const table = style({ width: "100%", borderCollapse: "collapse" });
export const th = style({
  textAlign: "left",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: 700,
  padding: `${vars.space.sm} 0`,
  borderBottom: `2px solid ${vars.color.border}`,
});
export const td = style({ padding: `${vars.space.md} 0`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top" });
export const time = style({ fontWeight: 700, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
export const venues = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: vars.space.md });
export const venue = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const venueName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
export const venueText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const mapLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: 600,
  alignSelf: "flex-start",
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const register = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: vars.color.textOnBrand,
  "@media": { [media.tablet]: { padding: vars.space.xxl, gridTemplateColumns: "3fr 2fr" } },
});
export const registerTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.xxl });
export const steps = style({ margin: `${vars.space.md} 0 0`, paddingLeft: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const registerAside = style({ display: "flex", flexDirection: "column", gap: vars.space.md, alignItems: "flex-start" });
export const contactLine = style({ margin: 0, color: "rgba(255,255,255,0.92)" });
export const contactLink = style({ color: "#ffffff", fontWeight: 700 });
export const caption = style([note, { captionSide: "bottom", textAlign: "left", paddingTop: vars.space.md }]);
export const rowHeader = style([td, { textAlign: "left", fontWeight: 600 }]);
export const groupNames = style({ display: "flex", flexWrap: "wrap", gap: `0 ${vars.space.sm}`, whiteSpace: "nowrap" });
