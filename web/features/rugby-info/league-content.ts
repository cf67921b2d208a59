import { msg } from "@lingui/core/macro";
import { paths } from "../../../schema/pages";
import type { RugbyCodeContent } from "./rugby-code-content";

/** Rugby league: 13 a side (SPEC section 9: try 4, conversion 2, penalty 2, drop goal 1, six tackles, 40-minute halves). */
export const leagueContent: RugbyCodeContent = {
  type: "league",
  href: paths.rugbyLeague,
  title: msg`Rugby League`,
  tagline: msg`Thirteen players a side and six tackles to score: a fast, direct game of running and tackling.`,
  intro: msg`Rugby league split from union in the north of England in 1895. With thirteen players a side, no rucks or mauls and a limited number of tackles in each set, the ball is in play for long spells and every attack has to count.`,
  playersPerSide: 13,
  facts: [
    { label: msg`Players per side`, value: msg`13 players` },
    { label: msg`Try`, value: msg`4 points` },
    { label: msg`Conversion`, value: msg`2 points` },
    { label: msg`Penalty`, value: msg`2 points` },
    { label: msg`Drop goal`, value: msg`1 point` },
    { label: msg`Tackles per set`, value: msg`Six tackles` },
    { label: msg`Match length`, value: msg`40-minute halves` },
  ],
  rules: [
    {
      title: msg`Scoring`,
      text: msg`Ground the ball over the opponents' try line for a try, then kick a conversion over the crossbar. Penalty goals and drop goals are kicked between the posts as well.`,
    },
    {
      title: msg`The six-tackle rule`,
      text: msg`The team in possession has six tackles to score. After the sixth tackle the ball goes to the other side, so the last play of a set is usually a kick.`,
    },
    {
      title: msg`Play-the-ball`,
      text: msg`A tackled player gets up and rolls the ball back with the foot to a team-mate, the dummy-half, and play carries on at once. There are no rucks or mauls.`,
    },
    {
      title: msg`The 10-metre rule`,
      text: msg`After every tackle the defending team must retreat 10 metres from the play-the-ball, which keeps the game open and fast.`,
    },
    {
      title: msg`Passing`,
      text: msg`As in union, the ball may only be passed sideways or backwards. A knock-on or forward pass hands the ball to the other team.`,
    },
    {
      title: msg`Scrums and the 40/20`,
      text: msg`Scrums of six forwards a side restart play after a knock-on. A kick from inside your own 40-metre zone that bounces into touch inside the opponents' 20-metre zone wins your team the ball back.`,
    },
  ],
  positionGroups: [
    {
      title: msg`Backs`,
      positions: [
        { number: 1, name: msg`Fullback`, role: msg`The last line of defence, who fields kicks and joins the attack.` },
        { number: 2, name: msg`Right Wing`, role: msg`A fast finisher on the right edge who also takes the high kicks.` },
        { number: 3, name: msg`Right Centre`, role: msg`A strong runner who makes space for the winger outside.` },
        { number: 4, name: msg`Left Centre`, role: msg`Breaks tackles in midfield and defends the left edge.` },
        { number: 5, name: msg`Left Wing`, role: msg`A fast finisher who scores tries out wide on the left.` },
        { number: 6, name: msg`Stand-off`, role: msg`The playmaker who shapes the attack and kicks in general play.` },
        { number: 7, name: msg`Scrum-half`, role: msg`Organises the team and usually takes the last-tackle kick.` },
      ],
    },
    {
      title: msg`Forwards`,
      positions: [
        { number: 8, name: msg`Prop`, role: msg`A big forward who takes the ball up and makes the hard yards.` },
        { number: 9, name: msg`Hooker`, role: msg`Plays dummy-half at almost every play-the-ball and starts the attack.` },
        { number: 10, name: msg`Prop`, role: msg`Carries into the defence and makes tackle after tackle.` },
        { number: 11, name: msg`Second Row`, role: msg`A mobile forward who runs hard lines on the edges.` },
        { number: 12, name: msg`Second Row`, role: msg`Defends the edge and supports breaks out wide.` },
        { number: 13, name: msg`Loose Forward`, role: msg`A tireless link between the forwards and the backs.` },
      ],
    },
  ],
  clubs: { href: paths.leagueClubs, label: msg`Find a rugby league club` },
};
