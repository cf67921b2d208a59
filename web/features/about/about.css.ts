import { style } from "@vanilla-extract/css";
import { media, vars } from "../../ui/theme.css";

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.brandDark });
export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: "70ch" });
export const text = style({ margin: 0, maxWidth: "70ch" });
export const subTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brandDark });

export const cards = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 260px), 1fr))",
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brandDark });
export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const timeline = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  borderLeft: `3px solid ${vars.color.brandSoft}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "760px",
});
export const event = style({
  position: "relative",
  paddingLeft: vars.space.lg,
  selectors: {
    "&::before": {
      content: "''",
      position: "absolute",
      left: "-9px",
      top: "0.35rem",
      width: "15px",
      height: "15px",
      borderRadius: "50%",
      background: vars.color.accent,
      border: `3px solid ${vars.color.surfaceAlt}`,
    },
  },
});
export const year = style({ display: "block", fontWeight: 800, color: vars.color.brand, fontSize: vars.fontSize.lg });
export const eventTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });

export const regions = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))",
});
export const region = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const regionName = style({ display: "block", fontWeight: 700 });
export const regionClubs = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const contactGrid = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const address = style({ fontStyle: "normal", display: "flex", flexDirection: "column", gap: vars.space.sm });
export const contactRow = style({ display: "flex", flexDirection: "column" });
export const contactLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.textMuted });
export const contactValue = style({ fontSize: vars.fontSize.lg, overflowWrap: "anywhere" });
export const contactLink = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", fontSize: vars.fontSize.lg, fontWeight: 600 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const hoursLine = style({ margin: `${vars.space.sm} 0`, fontSize: "1.125rem", fontWeight: 600, fontVariantNumeric: "tabular-nums" });
export const card = style({ height: "100%" });
