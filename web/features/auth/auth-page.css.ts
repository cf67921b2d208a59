import { style, styleVariants } from "@vanilla-extract/css";
import { surface } from "../../ui/card.css";
import { media, vars } from "../../ui/theme.css";

export const page = style({
  // A light federation-blue wash behind the card, so the form reads as its own place.
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0, ${vars.color.surfaceAlt} 18rem)`,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  "@media": { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const header = style({ maxWidth: "720px", margin: `0 auto ${vars.space.lg}`, textAlign: "center" });
export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandDark, margin: `0 0 ${vars.space.sm}` });
export const intro = style({ color: vars.color.textMuted, margin: 0 });

const cardBase = style([surface, {
  margin: "0 auto",
  padding: vars.space.lg,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
}]);
export const card = styleVariants({
  narrow: [cardBase, { maxWidth: "480px" }],
  wide: [cardBase, { maxWidth: "720px" }],
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.text, margin: `0 0 ${vars.space.xs}` });
export const cardIntro = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });

export const footer = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: "center",
  color: vars.color.textMuted,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
/** Inline text links get a generous hit area without changing the line. */
export const footerLink = style({ fontWeight: 600, display: "inline-block", padding: `${vars.space.sm} ${vars.space.xs}`, margin: `-${vars.space.sm} 0` });
export const prompt = style({ margin: 0 });
/** Space under an alert at the top of a card. */
export const notice = style({ marginBottom: vars.space.lg });
/** The prompt under a form inside a tab ("Don't have an account? ..."). */
export const belowForm = style({ marginTop: vars.space.lg, textAlign: "center", color: vars.color.textMuted });

/** A rule with a word in the middle ("or") between two ways to sign in. */
export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  selectors: { "&::before, &::after": { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});
export const hint = style({ margin: `${vars.space.sm} 0 0`, textAlign: "center", color: vars.color.textMuted, fontSize: vars.fontSize.sm });
