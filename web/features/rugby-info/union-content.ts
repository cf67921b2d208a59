import { msg } from "@lingui/core/macro";
import { paths } from "../../../schema/pages";
import type { RugbyCodeContent } from "./rugby-code-content";

/** Rugby union: 15 a side (SPEC section 9: try 5, conversion 2, penalty 3, drop goal 3, 80 minutes). */
export const unionContent: RugbyCodeContent = {
  type: "union",
  href: paths.rugbyUnion,
  title: msg`Rugby Union`,
  tagline: msg`Fifteen players a side, with scrums, lineouts, rucks and mauls: the game of the Rugby World Cup.`,
  intro: msg`Rugby union is played by two teams of fifteen on a grass or artificial pitch up to 100 metres long. The forwards fight for possession at scrums, lineouts and breakdowns; the backs use that ball to run, pass and kick their way to the try line.`,
  playersPerSide: 15,
  facts: [
    { label: msg`Players per side`, value: msg`15 players` },
    { label: msg`Try`, value: msg`5 points` },
    { label: msg`Conversion`, value: msg`2 points` },
    { label: msg`Penalty`, value: msg`3 points` },
    { label: msg`Drop goal`, value: msg`3 points` },
    { label: msg`Match length`, value: msg`80 minutes (2 × 40)` },
  ],
  rules: [
    {
      title: msg`Scoring`,
      text: msg`Ground the ball over the opponents' try line for a try, then kick a conversion between the posts and over the crossbar. Penalties and drop goals are kicked at goal too.`,
    },
    {
      title: msg`Passing`,
      text: msg`The ball may only be passed sideways or backwards. Dropping or knocking it forward is a knock-on, and the other team gets the put-in at a scrum.`,
    },
    {
      title: msg`Tackle, ruck and maul`,
      text: msg`A tackled player must release the ball at once. Players from both sides then compete for it on their feet in a ruck; a maul forms when the ball carrier is held up and team-mates bind on.`,
    },
    {
      title: msg`Scrums and lineouts`,
      text: msg`Eight forwards a side bind together in a scrum to restart play after a knock-on or forward pass. When the ball goes into touch, a lineout restarts play with a straight throw between the two lines of forwards.`,
    },
    {
      title: msg`Offside`,
      text: msg`Players in front of the team-mate who last played the ball are offside and may not join in until they are put back onside.`,
    },
    {
      title: msg`Cards`,
      text: msg`A yellow card sends a player to the sin bin for 10 minutes; a red card means no further part in the match.`,
    },
  ],
  positionGroups: [
    {
      title: msg`Forwards`,
      positions: [
        { number: 1, name: msg`Loosehead Prop`, role: msg`Anchors the left side of the scrum and lifts jumpers in the lineout.` },
        { number: 2, name: msg`Hooker`, role: msg`Hooks the ball back in the scrum and throws in at the lineout.` },
        { number: 3, name: msg`Tighthead Prop`, role: msg`Holds up the right side of the scrum, the cornerstone of the set piece.` },
        { number: 4, name: msg`Second Row (Lock)`, role: msg`A tall jumper who wins lineout ball and drives the scrum.` },
        { number: 5, name: msg`Second Row (Lock)`, role: msg`The lineout caller, a ball carrier and tackler in the tight exchanges.` },
        { number: 6, name: msg`Blindside Flanker`, role: msg`Tackles relentlessly and carries on the narrow side of the field.` },
        { number: 7, name: msg`Openside Flanker`, role: msg`First to every breakdown, fighting to win turnovers.` },
        { number: 8, name: msg`Number 8`, role: msg`Controls the ball at the back of the scrum and carries hard from it.` },
      ],
    },
    {
      title: msg`Backs`,
      positions: [
        { number: 9, name: msg`Scrum Half`, role: msg`Links forwards and backs, passing from every scrum and ruck.` },
        { number: 10, name: msg`Fly Half`, role: msg`The playmaker who directs the attack and does much of the kicking.` },
        { number: 11, name: msg`Left Wing`, role: msg`A fast finisher who scores tries out wide on the left.` },
        { number: 12, name: msg`Inside Centre`, role: msg`A strong runner who breaks the line and tackles hard in midfield.` },
        { number: 13, name: msg`Outside Centre`, role: msg`Finds gaps with pace and footwork and sets up the wings.` },
        { number: 14, name: msg`Right Wing`, role: msg`A fast finisher on the right touchline who also covers kicks.` },
        { number: 15, name: msg`Full Back`, role: msg`The last line of defence, fielding high kicks and joining the attack.` },
      ],
    },
  ],
  clubs: { href: paths.clubs, label: msg`Find a rugby union club` },
};
