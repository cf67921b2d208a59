/**
 * Made-up but believable content for the search benchmark (issue 13's "Speed"): clubs with a
 * Greek name and a Latin one (ELOT 743 or the English form), and rugby stories written in Greek,
 * in English, or in both (a pair with `translation_of`), from paired templates, so a translation
 * says what its original says. Deterministic: the same seed gives the same rows.
 */
import { elot743 } from "../../schema/transliteration";

/** mulberry32: a small, seedable generator (Math.random cannot be replayed). */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}
export type Random = ReturnType<typeof random>;

/** Greek towns: nominative, genitive, and the name in English. */
const PLACES: [string, string, string][] = [
  ["Αθήνα", "Αθήνας", "Athens"], ["Πειραιάς", "Πειραιά", "Piraeus"], ["Θεσσαλονίκη", "Θεσσαλονίκης", "Thessaloniki"],
  ["Πάτρα", "Πάτρας", "Patras"], ["Ηράκλειο", "Ηρακλείου", "Heraklion"], ["Λάρισα", "Λάρισας", "Larissa"], ["Βόλος", "Βόλου", "Volos"],
  ["Ιωάννινα", "Ιωαννίνων", "Ioannina"], ["Χανιά", "Χανίων", "Chania"], ["Καλαμάτα", "Καλαμάτας", "Kalamata"], ["Ρόδος", "Ρόδου", "Rhodes"],
  ["Γλυφάδα", "Γλυφάδας", "Glyfada"], ["Κέρκυρα", "Κέρκυρας", "Corfu"], ["Καβάλα", "Καβάλας", "Kavala"], ["Σέρρες", "Σερρών", "Serres"],
  ["Δράμα", "Δράμας", "Drama"], ["Ξάνθη", "Ξάνθης", "Xanthi"], ["Κομοτηνή", "Κομοτηνής", "Komotini"], ["Αλεξανδρούπολη", "Αλεξανδρούπολης", "Alexandroupoli"],
  ["Κατερίνη", "Κατερίνης", "Katerini"], ["Βέροια", "Βέροιας", "Veria"], ["Κοζάνη", "Κοζάνης", "Kozani"], ["Τρίκαλα", "Τρικάλων", "Trikala"],
  ["Καρδίτσα", "Καρδίτσας", "Karditsa"], ["Λαμία", "Λαμίας", "Lamia"], ["Χαλκίδα", "Χαλκίδας", "Chalkida"], ["Τρίπολη", "Τρίπολης", "Tripoli"],
  ["Κόρινθος", "Κορίνθου", "Corinth"], ["Ναύπλιο", "Ναυπλίου", "Nafplio"], ["Σπάρτη", "Σπάρτης", "Sparta"], ["Πύργος", "Πύργου", "Pyrgos"],
  ["Αγρίνιο", "Αγρινίου", "Agrinio"], ["Μεσολόγγι", "Μεσολογγίου", "Missolonghi"], ["Πρέβεζα", "Πρέβεζας", "Preveza"], ["Άρτα", "Άρτας", "Arta"],
  ["Ρέθυμνο", "Ρεθύμνου", "Rethymno"], ["Άγιος Νικόλαος", "Αγίου Νικολάου", "Agios Nikolaos"], ["Μυτιλήνη", "Μυτιλήνης", "Mytilene"],
  ["Χίος", "Χίου", "Chios"], ["Σάμος", "Σάμου", "Samos"], ["Σύρος", "Σύρου", "Syros"], ["Νάξος", "Νάξου", "Naxos"], ["Κως", "Κω", "Kos"],
  ["Μαρούσι", "Αμαρουσίου", "Marousi"], ["Κηφισιά", "Κηφισιάς", "Kifisia"], ["Χαλάνδρι", "Χαλανδρίου", "Chalandri"],
  ["Περιστέρι", "Περιστερίου", "Peristeri"], ["Νέα Σμύρνη", "Νέας Σμύρνης", "Nea Smyrni"], ["Καλαμαριά", "Καλαμαριάς", "Kalamaria"],
  ["Ελευσίνα", "Ελευσίνας", "Elefsina"],
];

/** Club nicknames: Greek and English. */
const NICKNAMES: [string, string][] = [
  ["Αετοί", "Eagles"], ["Τιτάνες", "Titans"], ["Σπαρτιάτες", "Spartans"], ["Κένταυροι", "Centaurs"], ["Αργοναύτες", "Argonauts"],
  ["Μινώταυροι", "Minotaurs"], ["Λύκοι", "Wolves"], ["Ταύροι", "Bulls"], ["Λέοντες", "Lions"], ["Γεράκια", "Hawks"],
  ["Πειρατές", "Pirates"], ["Ναυτικοί", "Mariners"], ["Ιππότες", "Knights"], ["Πολεμιστές", "Warriors"], ["Κουκουβάγιες", "Owls"],
  ["Δελφίνια", "Dolphins"], ["Καρχαρίες", "Sharks"], ["Γίγαντες", "Giants"], ["Φοίνικες", "Phoenixes"], ["Κύκλωπες", "Cyclopes"],
  ["Αμαζόνες", "Amazons"], ["Οπλίτες", "Hoplites"], ["Μαχητές", "Fighters"], ["Κεραυνοί", "Thunderbolts"], ["Βράχοι", "Rocks"],
  ["Αρκούδες", "Bears"], ["Πάνθηρες", "Panthers"], ["Γλάροι", "Seagulls"], ["Θαλασσαετοί", "Sea Eagles"], ["Αλκυόνες", "Kingfishers"],
  ["Πελαργοί", "Storks"], ["Ελάφια", "Stags"], ["Ατρόμητοι", "Fearless"], ["Ακρίτες", "Borderers"], ["Θεσσαλοί", "Thessalians"],
  ["Μακεδόνες", "Macedonians"], ["Ίωνες", "Ionians"], ["Δωριείς", "Dorians"], ["Αχαιοί", "Achaeans"], ["Αρβανίτες", "Arvanites"],
];

const FIRST_NAMES = ["Γιώργος", "Νίκος", "Κώστας", "Δημήτρης", "Γιάννης", "Παναγιώτης", "Βασίλης", "Χρήστος", "Αντώνης", "Σπύρος", "Θανάσης", "Μιχάλης", "Στέλιος", "Άγγελος", "Ευάγγελος", "Ηλίας", "Μαρία", "Ελένη", "Κατερίνα", "Δέσποινα"];
const LAST_NAMES = ["Παπαδόπουλος", "Παπαδοπούλου", "Γεωργίου", "Νικολάου", "Οικονόμου", "Καραγιάννης", "Βασιλείου", "Δημητρίου", "Αθανασίου", "Μπακογιάννης", "Ντόκος", "Κωνσταντίνου", "Χατζηδάκης", "Σταυρόπουλος", "Μαυρίδης", "Ζαχαρίου", "Πετρόπουλος", "Αλεξίου", "Τσιρίγος", "Λαμπράκης"];
const OPPONENTS: [string, string][] = [["Βουλγαρία", "Bulgaria"], ["Μάλτα", "Malta"], ["Κύπρο", "Cyprus"], ["Σλοβενία", "Slovenia"], ["Κροατία", "Croatia"], ["Ουγγαρία", "Hungary"], ["Σερβία", "Serbia"], ["Τουρκία", "Turkey"]];

export type Place = { el: string; elOf: string; en: string };
const placeOf = ([el, elOf, en]: [string, string, string]): Place => ({ el, elOf, en });
export type Club = { nameEl: string; name: string; place: Place; nickEl: string; nickEn: string };

/** `count` distinct clubs: a nickname and a town, the Latin name by ELOT 743 or in English. */
export function makeClubs(count: number, rnd: Random): Club[] {
  const combos: Club[] = [];
  for (const place of PLACES)
    for (const [nickEl, nickEn] of NICKNAMES) {
      const [, elOf, en] = place;
      const nameEl = `${nickEl} ${elOf}${rnd.next() < 0.5 ? " Ρ.Σ." : ""}`;
      // Half the clubs registered their English name, half the transliteration of the Greek one.
      const name = rnd.next() < 0.5 ? `${en} ${nickEn} RFC` : elot743(nameEl).replace("R.S.", "R.C.");
      combos.push({ nameEl, name, place: placeOf(place), nickEl, nickEn });
    }
  for (let i = combos.length - 1; i > 0; i--) {
    const j = rnd.int(i + 1);
    [combos[i], combos[j]] = [combos[j]!, combos[i]!];
  }
  if (count > combos.length) throw new Error(`At most ${combos.length} distinct benchmark clubs`);
  return combos.slice(0, count);
}

export const clubAbbreviation = (club: Club) =>
  (club.nickEn.slice(0, 3) + club.place.en.slice(0, 1))
    .toUpperCase()
    .replace(/[^A-Z]/g, "")
    .slice(0, 4);

/** The bilingual texts of one club's profile. */
export const clubTexts = (club: Club, founded: number) => ({
  location: club.place.en,
  locationEl: club.place.el,
  description: `A rugby club from ${club.place.en}, founded in ${founded}. The ${club.nickEn} field a men's fifteen and junior sections, and welcome new players at open training every week.`,
  descriptionEl: `Σύλλογος ράγκμπι από την περιοχή ${club.place.elOf}, με έτος ίδρυσης το ${founded}. Οι ${club.nickEl} έχουν ανδρική ομάδα και τμήματα υποδομής, και δέχονται νέους αθλητές σε ανοιχτές προπονήσεις κάθε εβδομάδα.`,
  venue: `${club.place.en} Municipal Ground`,
  venueEl: `Δημοτικό Γήπεδο ${club.place.elOf}`,
});

type Story = { el: { title: string; body: string[] }; en: { title: string; body: string[] } };
type Context = { a: Club; b: Club; place: Place; person: { el: string; en: string }; x: number; y: number; n: number; round: number; opponent: [string, string] };

/** Headlines, each in both languages. */
const HEADLINES: ((c: Context) => { el: string; en: string })[] = [
  (c) => ({ el: `${c.a.nameEl} – ${c.b.nameEl} ${c.x}-${c.y} στην ${c.round}η αγωνιστική`, en: `${c.a.name} ${c.x}-${c.y} ${c.b.name} in round ${c.round}` }),
  (c) => ({ el: `Νέος προπονητής για τους ${c.a.nameEl}: ο ${c.person.el} αναλαμβάνει`, en: `${c.a.name} name ${c.person.en} as new head coach` }),
  (c) => ({ el: `Τουρνουά Sevens στην πόλη ${c.place.elOf} με ${c.n} ομάδες`, en: `Sevens tournament in ${c.place.en} draws ${c.n} teams` }),
  (c) => ({ el: `Σεμινάριο διαιτησίας για νέους διαιτητές: ${c.place.el}`, en: `Refereeing course for young referees in ${c.place.en}` }),
  (c) => ({ el: `Η Εθνική ανακοινώνει αποστολή ${c.n + 10} παικτών για τον αγώνα με ${c.opponent[0]}`, en: `Greece name a ${c.n + 10}-player squad to face ${c.opponent[1]}` }),
  (c) => ({ el: `Οι ${c.a.nameEl} ανοίγουν ακαδημία ράγκμπι για παιδιά`, en: `${c.a.name} open a rugby academy for children` }),
  (c) => ({ el: `Κύπελλο: οι ${c.a.nameEl} προκρίνονται μετά από ${c.x}-${c.y} με τους ${c.b.nameEl}`, en: `Cup: ${c.a.name} go through after a ${c.x}-${c.y} win over ${c.b.name}` }),
  (c) => ({ el: `Νέο γήπεδο με προβολείς στο Δημοτικό Στάδιο ${c.place.elOf}`, en: `New floodlit pitch at the ${c.place.en} Municipal Stadium` }),
  (c) => ({ el: `Γυναικεία ομάδα: οι ${c.a.nameEl} κερδίζουν το τουρνουά ${c.place.elOf}`, en: `Women's rugby: ${c.a.name} win the ${c.place.en} tournament` }),
  (c) => ({ el: `Ο ${c.person.el} ανανεώνει με τους ${c.a.nameEl} για δύο χρόνια`, en: `${c.person.en} signs a two-year extension with ${c.a.name}` }),
];

/** Sentences of a body, each in both languages. */
const SENTENCES: ((c: Context) => { el: string; en: string })[] = [
  (c) => ({
    el: `Οι ${c.a.nameEl} ξεκίνησαν δυνατά και πέτυχαν ${c.n % 5 + 2} προσπάθειες απέναντι στους ${c.b.nameEl}, με την ομάδα να ελέγχει το ρακ από τα πρώτα λεπτά.`,
    en: `${c.a.name} started strongly and scored ${c.n % 5 + 2} tries against ${c.b.name}, the team controlling the ruck from the first minutes.`,
  }),
  (c) => ({
    el: `Ο προπονητής ${c.person.el} δήλωσε ότι η νίκη ανήκει σε όλη την ομάδα, από τα τμήματα υποδομής μέχρι τους εθελοντές του συλλόγου.`,
    en: `Coach ${c.person.en} said the win belongs to the whole team, from the junior sections to the club's volunteers.`,
  }),
  (c) => ({
    el: `Ο αγώνας έγινε στο Δημοτικό Γήπεδο ${c.place.elOf} μπροστά σε περίπου ${c.n * 40} θεατές, παρά τον δυνατό αέρα.`,
    en: `The match was played at the ${c.place.en} Municipal Ground in front of about ${c.n * 40} spectators, despite a strong wind.`,
  }),
  () => ({
    el: `Η μεγάλη μονάδα επιθετικών της ομάδας κυριάρχησε στις μελέες, ενώ οι τρεις τελευταίοι βρήκαν χώρους στο δεύτερο ημίχρονο.`,
    en: `The team's big forward pack dominated the scrums, while the back three found space in the second half.`,
  }),
  (c) => ({
    el: `Οι ${c.b.nameEl} μείωσαν με ένα try στο ${60 + (c.n % 20)}ό λεπτό, αλλά η άμυνα των γηπεδούχων κράτησε μέχρι το τέλος.`,
    en: `${c.b.name} pulled one back with a try in minute ${60 + (c.n % 20)}, but the home defence held until the end.`,
  }),
  (c) => ({
    el: `Η Ομοσπονδία Ράγκμπι καλεί όλους τους συλλόγους της περιοχής ${c.place.elOf} να δηλώσουν συμμετοχή μέχρι το τέλος του μήνα.`,
    en: `The Rugby Federation invites every club around ${c.place.en} to enter by the end of the month.`,
  }),
  (c) => ({
    el: `Τα παιδιά από ${6 + (c.n % 6)} έως 16 ετών μπορούν να γνωρίσουν το ράγκμπι σε ανοιχτές προπονήσεις κάθε Σάββατο πρωί στην ${c.place.el}.`,
    en: `Children aged ${6 + (c.n % 6)} to 16 can try rugby at open training every Saturday morning in ${c.place.en}.`,
  }),
  (c) => ({
    el: `Η ομάδα ταξιδεύει την επόμενη εβδομάδα για τον αγώνα με τους ${c.b.nameEl}, που θα κρίνει τη θέση της στη βαθμολογία.`,
    en: `The team travels next week to face ${c.b.name}, a match that will decide its place in the table.`,
  }),
  (c) => ({
    el: `Στην αποστολή της Εθνικής περιλαμβάνονται έμπειροι διεθνείς και ${c.n % 7 + 2} νέοι παίκτες, ανάμεσά τους ο ${c.person.el}.`,
    en: `The national squad includes experienced internationals and ${c.n % 7 + 2} newcomers, among them ${c.person.en}.`,
  }),
  () => ({
    el: `Οι προπονήσεις γίνονται τρεις φορές την εβδομάδα και ο σύλλογος αναζητά χορηγούς για τη νέα αγωνιστική περίοδο.`,
    en: `Training is held three times a week, and the club is looking for sponsors for the new season.`,
  }),
  (c) => ({
    el: `Ο διαιτητής ${c.person.el} έδειξε ${c.n % 3} κίτρινες κάρτες σε έναν σκληρό αλλά τίμιο αγώνα.`,
    en: `Referee ${c.person.en} showed ${c.n % 3} yellow cards in a hard but fair game.`,
  }),
  (c) => ({
    el: `Το τουρνουά συνεχίζεται με τον δεύτερο γύρο, ενώ ο τελικός θα γίνει στην ${c.place.el} τον Μάιο.`,
    en: `The tournament goes on with the second round, and the final will be played in ${c.place.en} in May.`,
  }),
];

/** The rare word: in one story of `RARE_EVERY` (the first of them among the first ten stories). */
export const RARE_WORD = { el: "Καστελλόριζο", en: "Kastellorizo" } as const;
export const RARE_EVERY = 20_000;
const RARE_SENTENCE = { el: `Μια ομάδα ράγκμπι ταξίδεψε ως το ${RARE_WORD.el} για φιλικό αγώνα.`, en: `A rugby team travelled as far as ${RARE_WORD.en} for a friendly.` };

/** Story `index`: its headline and body in both languages (which of them is published is the caller's). */
export function makeStory(index: number, clubs: Club[], rnd: Random): Story {
  const a = rnd.pick(clubs);
  let b = rnd.pick(clubs);
  if (b === a) b = clubs[(clubs.indexOf(a) + 1) % clubs.length]!;
  const first = rnd.pick(FIRST_NAMES);
  const last = rnd.pick(LAST_NAMES);
  const c: Context = {
    a,
    b,
    place: rnd.next() < 0.5 ? a.place : rnd.next() < 0.5 ? b.place : placeOf(rnd.pick(PLACES)),
    person: { el: `${first} ${last}`, en: elot743(`${first} ${last}`) },
    x: 3 + rnd.int(45),
    y: rnd.int(30),
    n: 4 + rnd.int(24),
    round: 1 + rnd.int(18),
    opponent: rnd.pick(OPPONENTS),
  };
  const headline = rnd.pick(HEADLINES)(c);
  // Distinct sentences: a partial shuffle of the pool.
  const pool = [...SENTENCES];
  const sentences = Array.from({ length: 5 + rnd.int(3) }, (_, i) => {
    const j = i + rnd.int(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    return pool[i]!(c);
  });
  if (index % RARE_EVERY === 7) sentences.splice(2, 0, RARE_SENTENCE);
  const paragraphs = (lang: "el" | "en") => {
    const out: string[] = [];
    for (let i = 0; i < sentences.length; i += 2) out.push(sentences.slice(i, i + 2).map((s) => s[lang]).join(" "));
    return out;
  };
  return { el: { title: headline.el, body: paragraphs("el") }, en: { title: headline.en, body: paragraphs("en") } };
}
