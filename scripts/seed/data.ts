/**
 * Demo data for a fresh database. Ids are fixed, so seeding twice changes nothing (INSERT OR IGNORE).
 * Dates are relative to the seeding day (`daysAgo` for news, `dayOffset` for matches).
 *
 * Demo sign-ins: club `club@rugbyhellas.gr` / `ClubDemo2026!` (club 1), admin `admin@rugbyhellas.gr` /
 * `AdminDemo2026!` (club 13), player `player@rugbyhellas.gr` / `PlayerDemo2026!` (user 1).
 */
import { playedOf } from "../../domain/standings/played";
import type { Competition, NewsCategory, ROSTER_POSITIONS } from "../../schema/constants";
import type { SeedClub, SeedMatch, SeedNews, SeedPlayer, SeedTypedRow, SeedUser } from "./types";

const CLUB_PASSWORD = "ClubDemo2026!";
const PLAYER_PASSWORD = "PlayerDemo2026!";
const LINK = 'rel="noopener noreferrer" target="_blank"';

// ---------------------------------------------------------------------------------------------
// Clubs
// ---------------------------------------------------------------------------------------------

export const seedClubs: SeedClub[] = [
  {
    id: 1,
    name: "Athens Owls Rugby Club",
    email: "club@rugbyhellas.gr",
    password: CLUB_PASSWORD,
    abbreviation: "OWLS",
    location: "Athens",
    description:
      "Founded in 2009 by a group of university students, Athens Owls is one of the capital's busiest clubs, fielding a men's fifteen, a new women's squad and a rugby league side. The club trains at the Helliniko Olympic Complex and runs junior sections from U10 to U16. Newcomers of every level are welcome at open training on Tuesday evenings.",
    logoUrl: "/images/clubs/athens-owls.svg",
    rugbyUnion: true,
    rugbyLeague: true,
    responsiblePersonName: "Maria Karamanou",
    responsiblePersonEmail: "secretary@athensowls.gr",
    responsiblePersonPhone: "+30 694 123 4567",
    // This club shows its contact person on its public page (the switch on the dashboard profile).
    contactPublic: true,
    foundedYear: 2009,
    website: "https://athensowls.gr",
    facebookUrl: "https://www.facebook.com/athensowlsrugby",
    instagramUrl: "https://www.instagram.com/athensowlsrugby",
    xUrl: "https://x.com/athensowls",
    isVerified: true,
    isAdmin: false,
    isClaimed: true,
  },
  {
    id: 2,
    name: "Piraeus Mariners RFC",
    email: "piraeus-mariners@clubs.rugbyhellas.gr",
    password: CLUB_PASSWORD,
    abbreviation: "PMR",
    location: "Piraeus",
    description:
      "A harbour-side rugby union club with a proud working-class tradition, the Mariners play their home games at the Kaminia Municipal Ground. Known for a powerful scrum, the club has reached the Greek Championship final three times.",
    logoUrl: "/images/clubs/piraeus-mariners.svg",
    rugbyUnion: true,
    rugbyLeague: false,
    responsiblePersonName: "Dimitris Stamatis",
    responsiblePersonEmail: "info@piraeusmariners.gr",
    responsiblePersonPhone: "+30 697 234 5678",
    contactPublic: true,
    foundedYear: 2004,
    website: "https://piraeusmariners.gr",
    facebookUrl: "https://www.facebook.com/piraeusmarinersrfc",
    instagramUrl: null,
    xUrl: null,
    isVerified: true,
    isAdmin: false,
    isClaimed: true,
  },
  {
    id: 3,
    name: "Thessaloniki White Tower RFC",
    email: "thessaloniki-white-tower@clubs.rugbyhellas.gr",
    password: CLUB_PASSWORD,
    abbreviation: "WTR",
    location: "Thessaloniki",
    description:
      "Northern Greece's largest rugby club, playing both union and league out of the Kaftanzoglio Stadium. White Tower runs a schools programme across the city and a thriving youth academy that has produced several internationals.",
    logoUrl: "/images/clubs/thessaloniki-white-tower.svg",
    rugbyUnion: true,
    rugbyLeague: true,
    responsiblePersonName: "Eleftheria Papadimitriou",
    responsiblePersonEmail: "board@whitetowerrugby.gr",
    responsiblePersonPhone: "+30 693 345 6789",
    contactPublic: true,
    foundedYear: 2001,
    website: "https://whitetowerrugby.gr",
    facebookUrl: "https://www.facebook.com/whitetowerrugby",
    instagramUrl: "https://www.instagram.com/whitetowerrugby",
    xUrl: null,
    isVerified: true,
    isAdmin: false,
    isClaimed: true,
  },
  {
    id: 4,
    name: "Patras Achaeans RFC",
    email: "patras-achaeans@clubs.rugbyhellas.gr",
    password: CLUB_PASSWORD,
    abbreviation: "ACH",
    location: "Patras",
    description:
      "The Achaeans brought rugby union to the Peloponnese and host their matches at the Pampeloponnisiako Stadium. The club is built around a strong forward pack and a loyal student following from the University of Patras. Every spring it runs a sevens festival on the beach at Nafplio.",
    logoUrl: "/images/clubs/patras-achaeans.svg",
    rugbyUnion: true,
    rugbyLeague: false,
    responsiblePersonName: "Nikos Andrikopoulos",
    responsiblePersonEmail: "contact@patrasachaeans.gr",
    responsiblePersonPhone: "+30 698 456 7890",
    foundedYear: 2007,
    website: "https://patrasachaeans.gr",
    facebookUrl: null,
    instagramUrl: "https://www.instagram.com/patrasachaeans",
    xUrl: null,
    isVerified: true,
    isAdmin: false,
    isClaimed: true,
  },
  {
    id: 5,
    name: "Heraklion Minotaurs RLFC",
    email: "heraklion-minotaurs@clubs.rugbyhellas.gr",
    password: CLUB_PASSWORD,
    abbreviation: "MIN",
    location: "Heraklion",
    description:
      "Crete's leading rugby league club and the reigning Hellenic Cup champions. The Minotaurs play a fast, expansive game at the Pankritio Stadium and run a thriving touch rugby community every summer.",
    logoUrl: "/images/clubs/heraklion-minotaurs.svg",
    rugbyUnion: false,
    rugbyLeague: true,
    responsiblePersonName: "Manolis Kapetanakis",
    responsiblePersonEmail: "manolis@heraklionminotaurs.gr",
    responsiblePersonPhone: "+30 694 567 8901",
    foundedYear: 2013,
    website: "https://heraklionminotaurs.gr",
    facebookUrl: null,
    instagramUrl: "https://www.instagram.com/heraklionminotaurs",
    xUrl: null,
    isVerified: true,
    isAdmin: false,
    isClaimed: true,
  },
  {
    id: 6,
    name: "Larissa Centaurs RFC",
    email: "larissa-centaurs@clubs.rugbyhellas.gr",
    password: CLUB_PASSWORD,
    abbreviation: "LCR",
    location: "Larissa",
    description:
      "The Centaurs represent Thessaly in the Greek Championship and play at the Alcazar Stadium by the Pineios river. A young squad with a reputation for relentless defence.",
    logoUrl: "/images/clubs/larissa-centaurs.svg",
    rugbyUnion: true,
    rugbyLeague: false,
    responsiblePersonName: "Vasiliki Tsiara",
    responsiblePersonEmail: "info@larissacentaurs.gr",
    responsiblePersonPhone: "+30 695 678 9012",
    foundedYear: 2011,
    website: "https://larissacentaurs.gr",
    facebookUrl: "https://www.facebook.com/larissacentaurs",
    instagramUrl: null,
    xUrl: null,
    isVerified: true,
    isAdmin: false,
    isClaimed: true,
  },
  {
    id: 7,
    name: "Volos Argonauts RC",
    email: "volos-argonauts@clubs.rugbyhellas.gr",
    password: CLUB_PASSWORD,
    abbreviation: "ARGO",
    location: "Volos",
    description:
      "Named after the mythical crew that sailed from Iolcos, the Argonauts play both union and league at the Panthessaliko Stadium. The club opened its own clubhouse this season and welcomes new members of all ages.",
    logoUrl: "/images/clubs/volos-argonauts.svg",
    rugbyUnion: true,
    rugbyLeague: true,
    responsiblePersonName: "Katerina Rigopoulou",
    responsiblePersonEmail: "president@volosargonauts.gr",
    responsiblePersonPhone: "+30 697 789 0123",
    foundedYear: 2016,
    website: "https://volosargonauts.gr",
    facebookUrl: "https://www.facebook.com/volosargonauts",
    instagramUrl: "https://www.instagram.com/volosargonauts",
    xUrl: null,
    isVerified: true,
    isAdmin: false,
    isClaimed: true,
  },
  {
    id: 8,
    name: "Ioannina Lakeside RFC",
    email: "ioannina-lakeside@clubs.rugbyhellas.gr",
    password: CLUB_PASSWORD,
    abbreviation: "ILR",
    location: "Ioannina",
    description:
      "Epirus's rugby union club, founded by former university players on the shores of Lake Pamvotis. Lakeside trains at the Zosimades Stadium and is growing fast at junior level.",
    logoUrl: "/images/clubs/ioannina-lakeside.svg",
    rugbyUnion: true,
    rugbyLeague: false,
    responsiblePersonName: "Christos Zois",
    responsiblePersonEmail: "christos.zois@ioanninarugby.gr",
    responsiblePersonPhone: "+30 698 890 1234",
    foundedYear: 2014,
    website: "https://ioanninarugby.gr",
    facebookUrl: null,
    instagramUrl: null,
    xUrl: null,
    isVerified: false,
    isAdmin: false,
    isClaimed: true,
  },
  {
    id: 9,
    name: "Chania Kri-Kri RLFC",
    email: "unclaimed-chania-kri-kri@clubs.rugbyhellas.gr",
    password: null,
    abbreviation: "KRI",
    location: "Chania",
    description:
      "A rugby league side from western Crete, named after the island's wild goat. The club competes in the Hellenic Cup and plays its home games at the Perivolia Municipal Stadium.",
    logoUrl: null,
    rugbyUnion: false,
    rugbyLeague: true,
    responsiblePersonName: "Giorgos Marakis",
    responsiblePersonEmail: "unclaimed-chania-kri-kri@clubs.rugbyhellas.gr",
    responsiblePersonPhone: "+30 282 100 0000",
    foundedYear: 2018,
    website: null,
    facebookUrl: "https://www.facebook.com/chaniakrikri",
    instagramUrl: null,
    xUrl: null,
    isVerified: false,
    isAdmin: false,
    isClaimed: false,
  },
  {
    id: 10,
    name: "Kalamata Falcons RLFC",
    email: "unclaimed-kalamata-falcons@clubs.rugbyhellas.gr",
    password: null,
    abbreviation: "KFR",
    location: "Kalamata",
    description:
      "Messinia's rugby league club, formed by returning Greek-Australian players. The Falcons train on the seafront and take part in the Hellenic Cup and the southern regional league.",
    logoUrl: "/images/clubs/kalamata-falcons.svg",
    rugbyUnion: false,
    rugbyLeague: true,
    responsiblePersonName: "Panagiotis Koutsogiannis",
    responsiblePersonEmail: "unclaimed-kalamata-falcons@clubs.rugbyhellas.gr",
    responsiblePersonPhone: "+30 272 100 0000",
    foundedYear: 2017,
    website: null,
    facebookUrl: null,
    instagramUrl: null,
    xUrl: null,
    isVerified: false,
    isAdmin: false,
    isClaimed: false,
  },
  {
    id: 11,
    name: "Rhodes Colossus RLFC",
    email: "unclaimed-rhodes-colossus@clubs.rugbyhellas.gr",
    password: null,
    abbreviation: "COL",
    location: "Rhodes",
    description:
      "The Dodecanese's only rugby league club, playing at the Diagoras Stadium. Colossus host an international nines tournament for touring sides every October.",
    logoUrl: "/images/clubs/rhodes-colossus.svg",
    rugbyUnion: false,
    rugbyLeague: true,
    responsiblePersonName: "Stratos Hatzimanolis",
    responsiblePersonEmail: "unclaimed-rhodes-colossus@clubs.rugbyhellas.gr",
    responsiblePersonPhone: "+30 224 100 0000",
    foundedYear: 2015,
    website: null,
    facebookUrl: null,
    instagramUrl: "https://www.instagram.com/rhodescolossusrl",
    xUrl: null,
    isVerified: false,
    isAdmin: false,
    isClaimed: false,
  },
  {
    id: 12,
    name: "Glyfada Sea Eagles RFC",
    email: "glyfada-sea-eagles@clubs.rugbyhellas.gr",
    password: CLUB_PASSWORD,
    abbreviation: "GSE",
    location: "Glyfada",
    description:
      "A southern-suburbs rugby union club playing at the Agios Kosmas Athletic Centre, a short walk from the sea. The Sea Eagles are known for their sevens pedigree and a busy mini-rugby section on Sunday mornings.",
    logoUrl: null,
    rugbyUnion: true,
    rugbyLeague: false,
    responsiblePersonName: "Alexis Daskalopoulos",
    responsiblePersonEmail: "alexis@glyfadaseaeagles.gr",
    responsiblePersonPhone: "+30 699 901 2345",
    foundedYear: 2006,
    website: "https://glyfadaseaeagles.gr",
    facebookUrl: "https://www.facebook.com/glyfadaseaeagles",
    instagramUrl: "https://www.instagram.com/glyfadaseaeagles",
    xUrl: null,
    isVerified: true,
    isAdmin: false,
    isClaimed: true,
  },
  {
    id: 13,
    name: "Hellenic Rugby Federation",
    email: "admin@rugbyhellas.gr",
    password: "AdminDemo2026!",
    abbreviation: "HRF",
    location: "Athens",
    description:
      "The governing body of rugby union and rugby league in Greece. The federation runs the national teams, the domestic competitions, the youth academy and referee education.",
    logoUrl: "/images/clubs/hellenic-rugby-federation.svg",
    rugbyUnion: true,
    rugbyLeague: true,
    responsiblePersonName: "Anna Vasileiou",
    responsiblePersonEmail: "info@rugbyhellas.gr",
    responsiblePersonPhone: "+30 210 123 4567",
    foundedYear: 2004,
    website: "https://rugbyhellas.gr",
    facebookUrl: "https://www.facebook.com/rugbyhellas",
    instagramUrl: "https://www.instagram.com/rugbyhellas",
    xUrl: "https://x.com/rugbyhellas",
    isVerified: true,
    isAdmin: true,
    isClaimed: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Player accounts
// ---------------------------------------------------------------------------------------------

export const seedUsers: SeedUser[] = [
  {
    id: 1,
    email: "player@rugbyhellas.gr",
    password: PLAYER_PASSWORD,
    firstName: "Nikos",
    lastName: "Papadopoulos",
    phoneNumber: "+30 694 765 4321",
    dateOfBirth: "1998-04-12",
    position: "Fly-half",
    height: 182,
    weight: 86,
    bio: "Fly-half with Athens Owls since 2016. I started playing at the federation academy in Kaisariani and love a running game. Also a level 1 referee on Sunday mornings.",
    isVerified: true,
    clubId: 1,
    isActive: true,
  },
  {
    id: 2,
    email: "eleni.georgiou@players.rugbyhellas.gr",
    password: PLAYER_PASSWORD,
    firstName: "Eleni",
    lastName: "Georgiou",
    phoneNumber: "+30 693 210 9876",
    dateOfBirth: "2001-09-03",
    position: "Wing",
    height: 168,
    weight: 62,
    bio: "Sevens and fifteens wing from Thessaloniki. Former 400 m sprinter, now part of the national women's sevens squad.",
    isVerified: true,
    clubId: 3,
    isActive: true,
  },
  {
    id: 3,
    email: "dimitris.katsaros@players.rugbyhellas.gr",
    password: PLAYER_PASSWORD,
    firstName: "Dimitris",
    lastName: "Katsaros",
    phoneNumber: null,
    dateOfBirth: "1995-01-22",
    position: "Prop",
    height: 185,
    weight: 118,
    bio: "Moved back to Greece from Melbourne and looking for a club in Athens.",
    isVerified: false,
    clubId: null,
    isActive: true,
  },
];

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

const article = (
  id: number,
  daysAgo: number,
  language: "en" | "el",
  category: NewsCategory,
  clubId: number,
  image: string,
  slug: string,
  title: string,
  content: string,
): SeedNews => ({ id, daysAgo, language, category, clubId, imageUrl: `/images/news/${image}.svg`, slug, title, content: content.trim() });

export const seedNews: SeedNews[] = [
  article(
    1,
    0,
    "en",
    "National Team",
    13,
    "national-team",
    "greece-name-30-player-squad-for-rugby-europe-conference-opener",
    "Greece name 30-player squad for Rugby Europe Conference opener",
    `
<p>The national team coaching staff have named a <strong>30-player squad</strong> for the opening match of the Rugby Europe Conference campaign, a home Test against Bulgaria at the Helliniko Olympic Complex in four weeks' time.</p>
<p>The squad blends experienced internationals from the Greek Championship with eleven players based in France, the United Kingdom and Australia. Four uncapped players are included, among them Athens Owls openside <strong>Angelos Economou</strong> and Piraeus Mariners lock <strong>Nikolaos Frangos</strong>, both rewarded for outstanding starts to the domestic season.</p>
<h3>Preparation</h3>
<p>The group meets for a three-day camp in Athens next weekend, followed by an open training session on Sunday morning to which supporters and academy players are invited.</p>
<ul>
<li>Forwards: 16 players</li>
<li>Backs: 14 players</li>
<li>Average age: 26</li>
</ul>
<blockquote>"We have real competition for places in every position. The players coming through our clubs are ready for Test rugby," said the head coach.</blockquote>
<p>Ticket details will follow shortly. The full Conference schedule is available on the <a href="https://www.rugbyeurope.eu" ${LINK}>Rugby Europe website</a>.</p>
`,
  ),
  article(
    2,
    1,
    "el",
    "Tournament",
    13,
    "league-cup",
    "elliniko-kypello-ragkmpi-ligk-peistiki-niki-ton-volos-argonauts",
    "Ελληνικό Κύπελλο Ράγκμπι Λιγκ: Πειστική νίκη των Αργοναυτών Βόλου στο Πανθεσσαλικό",
    `
<p>Οι <strong>Αργοναύτες Βόλου</strong> επικράτησαν του Κολοσσού Ρόδου με <strong>36-20</strong> στο Πανθεσσαλικό Στάδιο, σε έναν αγώνα με έντονο ρυθμό από την πρώτη μέχρι την τελευταία φάση.</p>
<p>Οι γηπεδούχοι άνοιξαν το σκορ ήδη από το πέμπτο λεπτό με προσπάθεια του ακραίου τους και πήγαν στα αποδυτήρια με προβάδισμα 20-8. Οι Ροδίτες αντέδρασαν στην επανάληψη και μείωσαν σε 24-20 με δύο γρήγορες προσπάθειες, όμως οι αλλαγές του Βόλου έκριναν το παιχνίδι στο τελευταίο δεκάλεπτο.</p>
<blockquote>«Παίξαμε με υπομονή τα έξι τάκλιν και κερδίσαμε τη μάχη στο έδαφος. Αυτή είναι η ταυτότητα που θέλουμε να έχουμε», δήλωσε ο προπονητής των Αργοναυτών.</blockquote>
<h3>Τα επόμενα παιχνίδια</h3>
<p>Οι Αργοναύτες Βόλου ταξιδεύουν στην Αθήνα για να αντιμετωπίσουν τις Κουκουβάγιες Αθήνας στο Δημοτικό Γήπεδο Καισαριανής, ενώ οι Μινώταυροι Ηρακλείου υποδέχονται τον Κολοσσό Ρόδου στο Παγκρήτιο. Το πλήρες πρόγραμμα θα το βρείτε στη σελίδα των αγώνων.</p>
`,
  ),
  article(
    3,
    2,
    "en",
    "Youth Development",
    13,
    "u16-academy",
    "federation-academy-opens-registrations-for-the-new-term",
    "Federation Academy opens registrations for the new term",
    `
<p>Registrations are now open for the new term of the <strong>Federation Rugby Academy</strong>, the programme that introduces boys and girls aged 6 to 16 to the game in a safe, structured environment.</p>
<h2>Age groups and training times</h2>
<p>Players train in four age groups, <strong>U10, U12, U14 and U16</strong>, with qualified coaches and a strong focus on skills, fitness and fair play. Contact is introduced gradually and only from the U12 group upwards.</p>
<ul>
<li>Saturdays, 14:00 to 15:30, at the Helliniko Olympic Complex</li>
<li>Thursdays, 19:00 to 21:00, at the Kaisariani Municipal Ground</li>
</ul>
<p>The monthly fee is <strong>20 euro</strong> per child and includes insurance and a training kit. Brothers and sisters can join the same session, and the first two sessions are a free trial.</p>
<p>Parents can register one or more children using the academy form on this website. Last season the U16 group reached the final of the Balkan youth festival, and three academy graduates have since made their senior debuts.</p>
`,
  ),
  article(
    4,
    3,
    "el",
    "Youth Development",
    13,
    "referee-course",
    "neo-seminario-diaitisias-gia-neous-diaitites",
    "Νέο σεμινάριο διαιτησίας για νέους διαιτητές",
    `
<p>Η Ομοσπονδία ανακοινώνει νέο εισαγωγικό σεμινάριο διαιτησίας, ανοιχτό σε όσους και όσες θέλουν να κάνουν τα πρώτα τους βήματα με τη σφυρίχτρα. Απευθύνεται σε πρώην και νυν αθλητές, προπονητές, γονείς αλλά και φιλάθλους άνω των 16 ετών.</p>
<h3>Τι περιλαμβάνει το πρόγραμμα</h3>
<ul>
<li>Δύο θεωρητικές συναντήσεις για τους κανονισμούς του αθλήματος, με έμφαση στο ράκ, στο μολ και στο σκραμ.</li>
<li>Πρακτική εξάσκηση σε αγώνες της Ακαδημίας στο Ολυμπιακό Συγκρότημα του Ελληνικού.</li>
<li>Εισαγωγή στην ασφάλεια των αθλητών και στο πρωτόκολλο διάσεισης.</li>
</ul>
<p>Όσοι ολοκληρώσουν το σεμινάριο θα λάβουν πιστοποίηση <strong>επιπέδου 1</strong> και θα ξεκινήσουν να διαιτητεύουν αγώνες μικρών ηλικιών, με τη συνοδεία έμπειρου μέντορα.</p>
<p>Η συμμετοχή είναι δωρεάν. Οι ενδιαφερόμενοι μπορούν να δηλώσουν συμμετοχή στη γραμματεία της Ομοσπονδίας έως το τέλος του μήνα. Υλικό προετοιμασίας υπάρχει στην πλατφόρμα <a href="https://passport.world.rugby" ${LINK}>World Rugby Passport</a>.</p>
`,
  ),
  article(
    5,
    5,
    "en",
    "Infrastructure",
    13,
    "new-pitch",
    "new-floodlit-pitch-opens-at-helliniko-olympic-complex",
    "New floodlit pitch opens at Helliniko Olympic Complex",
    `
<p>Greek rugby has a new home. A <strong>full-size, floodlit natural grass pitch</strong> dedicated to rugby opened this week at the Helliniko Olympic Complex, the result of two years of work by the federation and the regional authorities.</p>
<p>The pitch meets World Rugby's facility guidelines, with 5-metre in-goal areas, padded posts at both ends and a drainage system designed to cope with heavy winter rain. Four new floodlight masts make evening matches possible for the first time at the venue.</p>
<h3>What it means for clubs</h3>
<ul>
<li>Greek Championship and Hellenic Cup fixtures can be played in the evening.</li>
<li>The Federation Academy gains a second full pitch on Saturdays.</li>
<li>The national team has a permanent training base in Athens.</li>
</ul>
<p>The first match on the new surface is Athens Owls against a touring side from Malta. Entry is free, and a family zone with tag rugby for children will open an hour before kick-off.</p>
`,
  ),
  article(
    6,
    6,
    "el",
    "National Team",
    13,
    "national-team",
    "i-ethniki-omada-ragkmpi-ligk-xekina-tin-proetoimasia-tis",
    "Η Εθνική ομάδα ράγκμπι λιγκ ξεκινά την προετοιμασία της",
    `
<p>Με διήμερο προπονητικό κάμπ στο Ολυμπιακό Συγκρότημα του Ελληνικού ξεκινά η προετοιμασία της <strong>Εθνικής ομάδας ράγκμπι λιγκ</strong> για τις επερχόμενες διεθνείς υποχρεώσεις της. Στην αποστολή έχουν κληθεί 26 αθλητές από ελληνικούς συλλόγους, καθώς και Έλληνες της διασποράς από την Αυστραλία και την Αγγλία.</p>
<p>Το τεχνικό επιτελείο δίνει έμφαση στη φυσική κατάσταση και στην αμυντική οργάνωση, καθώς η ομάδα θα βρεθεί ξανά μαζί για πρώτη φορά μετά από αρκετούς μήνες. Ξεχωριστή θέση στο πλάνο έχουν οι νεαροί παίκτες που διακρίθηκαν στο Ελληνικό Κύπελλο.</p>
<blockquote>«Έχουμε βάθος σε όλες τις θέσεις. Θέλουμε μια ομάδα που θα παίζει γρήγορα και θα κερδίζει τη μάχη των έξι τάκλιν», ανέφερε ο ομοσπονδιακός προπονητής.</blockquote>
<p>Η προπόνηση της Κυριακής θα είναι <strong>ανοιχτή για το κοινό</strong>. Η είσοδος είναι ελεύθερη και οι μικροί φίλοι του αθλήματος θα έχουν την ευκαιρία να φωτογραφηθούν με τους διεθνείς.</p>
`,
  ),
  article(
    7,
    8,
    "en",
    "Tournament",
    1,
    "sevens-trophy",
    "athens-owls-lift-the-attica-sevens-trophy",
    "Athens Owls lift the Attica Sevens trophy",
    `
<p>Athens Owls are the <strong>Attica Sevens champions</strong> after beating Glyfada Sea Eagles 24-19 in a dramatic final at the Agios Kosmas Athletic Centre.</p>
<p>Twelve teams from across Greece took part in the one-day tournament, played in bright sunshine in front of more than a thousand spectators. The Owls topped their pool without conceding a try before edging past Piraeus Mariners in the semi-final.</p>
<h3>The final</h3>
<p>The Sea Eagles led 19-12 with two minutes left, but a long-range try from wing <strong>Spyros Galanis</strong> and a last-play score from captain <strong>Giorgos Antoniou</strong>, converted from the touchline, turned the game around.</p>
<blockquote>"Sevens is about holding your nerve. Our young players showed real character today," said the Owls' coach.</blockquote>
<p>Galanis was named player of the tournament. The club thanks the organisers, the referees and the volunteers who made the day possible.</p>
`,
  ),
  article(
    8,
    10,
    "el",
    "Infrastructure",
    13,
    "kaisariani-ground",
    "oloklirothike-o-neos-fotismos-sto-gipedo-tis-kaisarianis",
    "Ολοκληρώθηκε ο νέος φωτισμός στο γήπεδο της Καισαριανής",
    `
<p>Ολοκληρώθηκαν οι εργασίες για το νέο σύστημα φωτισμού LED στο <strong>Δημοτικό Γήπεδο Καισαριανής</strong>, ένα από τα βασικά γήπεδα προπόνησης της Ακαδημίας και των συλλόγων της Αττικής.</p>
<p>Οι νέοι προβολείς καλύπτουν ομοιόμορφα όλο τον αγωνιστικό χώρο και επιτρέπουν τη διεξαγωγή βραδινών αγώνων, ενώ μειώνουν την κατανάλωση ενέργειας κατά περίπου 60% σε σχέση με το παλιό σύστημα.</p>
<p>Το έργο υλοποιήθηκε σε συνεργασία με τον Δήμο Καισαριανής, στο πλαίσιο του προγράμματος αναβάθμισης αθλητικών εγκαταστάσεων που περιλάμβανε και τα νέα αποδυτήρια.</p>
<p>Η πρώτη βραδινή αναμέτρηση στο ανανεωμένο γήπεδο θα είναι ο αγώνας των Κουκουβαγιών Αθήνας με τους Αργοναύτες Βόλου για το Ελληνικό Κύπελλο Ράγκμπι Λιγκ. Σας περιμένουμε όλους στις κερκίδες!</p>
`,
  ),
  article(
    9,
    12,
    "en",
    "Club News",
    2,
    "clubhouse",
    "piraeus-mariners-appoint-new-head-coach",
    "Piraeus Mariners appoint new head coach",
    `
<p>Piraeus Mariners have appointed <strong>Yannis Theodorakis</strong> as head coach of their senior men's team on a two-year contract.</p>
<p>A former Mariners captain, Theodorakis spent eight seasons coaching in the south of France, most recently as forwards coach of a Fédérale 2 side. He returns to Piraeus with a clear mission: to bring the Greek Championship title back to the harbour.</p>
<blockquote>"This club gave me everything. I want us to play with the same pride and physical edge that made the Mariners famous," Theodorakis said at his presentation.</blockquote>
<p>He will be assisted by long-serving scrum coach <strong>Stelios Moraitis</strong>, who continues to combine coaching with playing at hooker. Pre-season training resumes on Monday at the Kaminia Municipal Ground, and new players are welcome to attend.</p>
`,
  ),
  article(
    10,
    14,
    "el",
    "Club News",
    7,
    "clubhouse",
    "oi-volos-argonauts-egkainiazoun-to-neo-entefktirio-tous",
    "Οι Αργοναύτες Βόλου εγκαινιάζουν το νέο τους εντευκτήριο",
    `
<p>Σε ζεστό, οικογενειακό κλίμα οι <strong>Αργοναύτες Βόλου</strong> εγκαινίασαν το νέο εντευκτήριο του συλλόγου, δίπλα στο Πανθεσσαλικό Στάδιο. Στην εκδήλωση βρέθηκαν αθλητές, γονείς, παλαίμαχοι και φίλοι του αθλήματος από όλη τη Μαγνησία.</p>
<p>Ο νέος χώρος διαθέτει αίθουσα ανάλυσης βίντεο, μικρό γυμναστήριο και χώρο υποδοχής για τις φιλοξενούμενες ομάδες, ώστε να συνεχιστεί η παράδοση του «τρίτου ημιχρόνου».</p>
<blockquote>«Δέκα χρόνια μετά την ίδρυσή μας αποκτούμε επιτέλους το δικό μας σπίτι. Το χρωστάμε στους εθελοντές μας», είπε η πρόεδρος του συλλόγου, Κατερίνα Ρηγοπούλου.</blockquote>
<p>Ο σύλλογος καλεί νέα μέλη, άνδρες και γυναίκες κάθε επιπέδου, να γνωρίσουν το ράγκμπι στις ανοιχτές προπονήσεις κάθε Τετάρτη απόγευμα.</p>
`,
  ),
  article(
    11,
    17,
    "en",
    "Tournament",
    13,
    "league-cup",
    "hellenic-cup-fixtures-announced-as-rugby-league-season-kicks-off",
    "Hellenic Cup fixtures announced as the rugby league season kicks off",
    `
<p>The federation has published the fixtures for this season's <strong>Rugby League Hellenic Cup</strong>, with seven clubs from Athens, Thessaloniki, Volos, Crete, the Peloponnese and the Dodecanese competing for the trophy.</p>
<p>Holders Heraklion Minotaurs face a demanding opening week: away to Athens Owls at the Kaisariani Municipal Ground, then at home to Thessaloniki White Tower at the Pankritio Stadium. Kalamata Falcons, the youngest club in the competition, make their first trip north to Thessaloniki later in the season.</p>
<h3>Format</h3>
<ul>
<li>A single round-robin, with two points for a win and one for a draw.</li>
<li>The top four clubs qualify for the semi-finals.</li>
<li>The final will be played in Athens at the end of the season.</li>
</ul>
<p>All matches are played under international rules: 13 players a side, six tackles, and 40-minute halves. New to the thirteen-a-side game? The <a href="https://www.intrl.sport" ${LINK}>International Rugby League</a> website has an excellent guide to the laws.</p>
`,
  ),
  article(
    12,
    20,
    "el",
    "Tournament",
    1,
    "scrum",
    "isopalia-thriler-gia-tous-athens-owls-stin-patra",
    "Ισοπαλία θρίλερ για τις Κουκουβάγιες Αθήνας στην Πάτρα",
    `
<p>Με ισοπαλία <strong>18-18</strong> ολοκληρώθηκε η αναμέτρηση των Αχαιών Πάτρας με τις Κουκουβάγιες Αθήνας στο Παμπελοποννησιακό Στάδιο, για το Πρωτάθλημα Ράγκμπι Ένωσης.</p>
<p>Οι Αθηναίοι προηγήθηκαν με 13-3 στο πρώτο ημίχρονο, χάρη σε προσπάθεια του ανοιχτού μέσου Γιώργου Αντωνίου μετά από εξαιρετική κίνηση των τριών τετάρτων. Οι Αχαιοί όμως επέστρεψαν δυναμικά στην επανάληψη, με τα μπροστινά τους να κυριαρχούν στα σκραμ.</p>
<p>Στο 78ο λεπτό οι γηπεδούχοι ισοφάρισαν με πέναλτι, ενώ στην τελευταία φάση του αγώνα ένα drop goal των Κουκουβαγιών πέρασε λίγο άουτ από το δεξί δοκάρι.</p>
<blockquote>«Ένας βαθμός εκτός έδρας δεν είναι κακό αποτέλεσμα, αλλά ξέρουμε ότι αφήσαμε τη νίκη να φύγει», σχολίασε ο αρχηγός των Κουκουβαγιών.</blockquote>
<p>Με το αποτέλεσμα αυτό οι Κουκουβάγιες Αθήνας παραμένουν αήττητες και στην κορυφή της βαθμολογίας του πρωταθλήματος.</p>
`,
  ),
  article(
    13,
    26,
    "en",
    "National Team",
    13,
    "womens-rugby",
    "womens-sevens-squad-begins-training-camp-in-thessaloniki",
    "Women's sevens squad begins training camp in Thessaloniki",
    `
<p>Greece's <strong>women's sevens squad</strong> has gathered in Thessaloniki for a five-day training camp ahead of the Rugby Europe Sevens season.</p>
<p>Eighteen players have been called up, including six teenagers from the club academies. Thessaloniki White Tower wing <strong>Eleni Georgiou</strong>, a former 400-metre sprinter, is one of the new faces after a breakthrough season.</p>
<p>Sessions at the Kaftanzoglio Stadium will focus on restarts, defensive line speed and conditioning, with a practice match against a regional select side on the final day.</p>
<blockquote>"Women's rugby is the fastest-growing part of our sport in Greece. Three years ago we struggled to fill a squad; now we have real choices," said the team manager.</blockquote>
<p>Clubs that want to start or grow a women's section can contact the federation for support with coaching courses and equipment.</p>
`,
  ),
  article(
    14,
    31,
    "el",
    "Club News",
    1,
    "womens-rugby",
    "athens-owls-anoixtes-proponiseis-gia-ti-nea-gynaikeia-omada",
    "Κουκουβάγιες Αθήνας: Ανοιχτές προπονήσεις για τη νέα γυναικεία ομάδα",
    `
<p>Οι <strong>Κουκουβάγιες Αθήνας</strong> δημιουργούν γυναικεία ομάδα ράγκμπι και προσκαλούν κάθε γυναίκα άνω των 16 ετών να γνωρίσει το άθλημα, ανεξάρτητα από την αθλητική της εμπειρία.</p>
<p>Οι ανοιχτές προπονήσεις γίνονται κάθε Δευτέρα και Τετάρτη στις 19:30 στο Ολυμπιακό Συγκρότημα του Ελληνικού, με προπονήτριες που έχουν αγωνιστεί με την Εθνική ομάδα.</p>
<ul>
<li>Δεν απαιτείται προηγούμενη εμπειρία.</li>
<li>Ο σύλλογος παρέχει μπάλες και εξοπλισμό προπόνησης.</li>
<li>Χρειάζεστε μόνο αθλητικά ρούχα, παπούτσια και ένα μπουκάλι νερό.</li>
</ul>
<p>Στόχος της ομάδας είναι να συμμετάσχει στο επόμενο πανελλήνιο τουρνουά ράγκμπι 7. Για περισσότερες πληροφορίες μπορείτε να επικοινωνήσετε με τη γραμματεία του συλλόγου.</p>
`,
  ),
  article(
    15,
    45,
    "el",
    "Youth Development",
    3,
    "u16-academy",
    "to-ragkmpi-mpainei-sta-sxoleia-tis-thessalonikis",
    "Το ράγκμπι μπαίνει στα σχολεία της Θεσσαλονίκης",
    `
<p>Ο <strong>Λευκός Πύργος Θεσσαλονίκης</strong>, σε συνεργασία με την Ομοσπονδία, ξεκινά πρόγραμμα γνωριμίας με το ράγκμπι σε δώδεκα δημοτικά σχολεία της Θεσσαλονίκης.</p>
<p>Το πρόγραμμα βασίζεται στο <em>tag rugby</em>, μια μορφή του αθλήματος χωρίς επαφή, όπου αντί για τάκλιν οι παίκτες αφαιρούν μια κορδέλα από τη ζώνη του αντιπάλου. Έτσι τα παιδιά μαθαίνουν με ασφάλεια τις πάσες προς τα πίσω, τη σωστή τοποθέτηση και το ομαδικό πνεύμα.</p>
<p>Τα μαθήματα θα γίνονται στο πλαίσιο της Φυσικής Αγωγής, με προπονητές του συλλόγου και τη στήριξη των γυμναστών των σχολείων. Στο τέλος της σχολικής χρονιάς θα διοργανωθεί μεγάλο φεστιβάλ στο Καυτανζόγλειο Στάδιο.</p>
<p>Τα παιδιά που θα αγαπήσουν το άθλημα μπορούν να συνεχίσουν στα τμήματα U10 και U12 του συλλόγου.</p>
`,
  ),
  article(
    16,
    95,
    "en",
    "Infrastructure",
    13,
    "kaisariani-ground",
    "funding-secured-for-new-changing-rooms-at-kaisariani",
    "Funding secured for new changing rooms at Kaisariani",
    `
<p>The federation has secured funding for <strong>new changing rooms and a medical room</strong> at the Kaisariani Municipal Ground, home of the Thursday evening academy sessions.</p>
<p>The project, agreed with the Municipality of Kaisariani, includes four team changing rooms, separate facilities for referees, an accessible entrance and a first-aid room equipped to World Rugby standards.</p>
<p>Work is due to start in the coming weeks and has been scheduled around the training timetable, so that no academy sessions are lost. Floodlight upgrades at the ground are planned as a second phase.</p>
<p>"Good facilities keep players in the game, especially girls and young teenagers. This is an investment in the next generation," said the federation's facilities officer.</p>
`,
  ),
];

// ---------------------------------------------------------------------------------------------
// Rosters (club 1, club 2, club 3)
// ---------------------------------------------------------------------------------------------

type RosterPosition = (typeof ROSTER_POSITIONS)[number];
type RosterRow = [name: string, position: RosterPosition, jerseyNumber: number, dateOfBirth: string, height: number, weight: number];

const roster = (clubId: number, firstId: number, rows: RosterRow[]): SeedPlayer[] =>
  rows.map(([name, position, jerseyNumber, dateOfBirth, height, weight], index) => ({
    id: firstId + index,
    name,
    position,
    jerseyNumber,
    dateOfBirth,
    height,
    weight,
    clubId,
  }));

const athensOwls = roster(1, 1, [
  ["Vasilis Demetriou", "Loosehead Prop", 1, "1993-02-17", 181, 116],
  ["Kostas Nikolaidis", "Hooker", 2, "1996-07-03", 178, 104],
  ["Thanasis Zervas", "Tighthead Prop", 3, "1991-11-22", 184, 121],
  ["Stavros Kalogeropoulos", "Second Row", 4, "1997-05-09", 198, 112],
  ["Panagiotis Mavridis", "Second Row", 5, "1995-09-30", 196, 110],
  ["Christos Lambrou", "Blindside Flanker", 6, "1999-01-14", 188, 101],
  ["Angelos Economou", "Openside Flanker", 7, "2000-06-21", 183, 95],
  ["Michalis Spanos", "Number 8", 8, "1994-03-08", 190, 108],
  ["Lefteris Makris", "Scrum Half", 9, "2001-10-02", 171, 76],
  ["Giorgos Antoniou", "Fly Half", 10, "1998-12-19", 180, 84],
  ["Spyros Galanis", "Left Wing", 11, "2003-04-27", 177, 80],
  ["Alexandros Pappas", "Inside Centre", 12, "1996-08-11", 183, 94],
  ["Petros Raftopoulos", "Outside Centre", 13, "1999-02-05", 182, 90],
  ["Marios Chatzis", "Right Wing", 14, "2004-06-16", 179, 81],
  ["Dimitris Vlachos", "Full Back", 15, "1997-10-28", 184, 88],
  ["Sotiris Kyriakidis", "Hooker", 16, "2002-01-31", 176, 100],
  ["Apostolis Bakas", "Loosehead Prop", 17, "1989-05-12", 180, 118],
  ["Yannis Karalis", "Tighthead Prop", 18, "2000-09-09", 185, 119],
  ["Fotis Anagnostou", "Second Row", 19, "2005-03-03", 195, 106],
  ["Nektarios Papadakis", "Scrum Half", 21, "2006-02-20", 169, 72],
  ["Ilias Triantafyllou", "Inside Centre", 22, "1988-07-07", 181, 92],
]);

const piraeusMariners = roster(2, athensOwls.length + 1, [
  ["Antonis Kouris", "Loosehead Prop", 1, "1992-04-04", 182, 117],
  ["Stelios Moraitis", "Hooker", 2, "1995-12-12", 176, 102],
  ["Manolis Tsakiris", "Tighthead Prop", 3, "1990-08-25", 186, 123],
  ["Nikolaos Frangos", "Second Row", 4, "1998-03-18", 197, 113],
  ["Theodoros Balaskas", "Second Row", 5, "1996-06-06", 194, 109],
  ["Aris Kanellopoulos", "Blindside Flanker", 6, "2001-09-13", 187, 99],
  ["Pavlos Xenakis", "Openside Flanker", 7, "1999-11-01", 182, 94],
  ["Haris Doukas", "Number 8", 8, "1994-01-27", 189, 107],
  ["Giannis Lekkas", "Scrum Half", 9, "2002-05-30", 170, 74],
  ["Kyriakos Sotiropoulos", "Fly Half", 10, "1997-07-15", 178, 83],
  ["Rafail Karagiannis", "Left Wing", 11, "2004-02-09", 176, 78],
  ["Vangelis Stathopoulos", "Inside Centre", 12, "1993-10-10", 184, 95],
  ["Leonidas Markou", "Outside Centre", 13, "2000-12-03", 181, 89],
  ["Orestis Daskalakis", "Right Wing", 14, "2005-08-22", 178, 79],
  ["Filippos Andreou", "Full Back", 15, "1998-04-29", 183, 87],
  ["Miltos Kostopoulos", "Hooker", 16, "2003-06-11", 175, 98],
]);

const whiteTower = roster(3, athensOwls.length + piraeusMariners.length + 1, [
  ["Savvas Hatzidakis", "Loosehead Prop", 1, "1994-02-02", 180, 115],
  ["Lazaros Pavlidis", "Hooker", 2, "1997-09-19", 177, 103],
  ["Prodromos Ioannidis", "Tighthead Prop", 3, "1991-06-26", 185, 120],
  ["Efstathios Papazoglou", "Second Row", 4, "1999-10-14", 199, 114],
  ["Grigoris Tsolakis", "Second Row", 5, "1996-01-08", 195, 108],
  ["Athanasios Kazantzidis", "Blindside Flanker", 6, "2000-03-23", 186, 100],
  ["Minas Samaras", "Openside Flanker", 7, "2002-07-17", 181, 92],
  ["Konstantinos Tsiotras", "Number 8", 8, "1995-05-05", 191, 109],
  ["Evangelos Vafeiadis", "Scrum Half", 9, "2001-11-28", 168, 71],
  ["Iason Deligiannis", "Fly Half", 10, "1998-08-08", 179, 82],
  ["Panos Kyriazis", "Left Wing", 11, "2004-12-12", 178, 80],
  ["Stefanos Alexiou", "Inside Centre", 12, "1993-04-15", 182, 93],
  ["Rigas Simeonidis", "Outside Centre", 13, "1999-09-01", 183, 91],
  ["Achilleas Petridis", "Right Wing", 14, "2003-01-19", 180, 82],
  ["Timos Nikolaou", "Full Back", 15, "1997-03-27", 185, 89],
  ["Sakis Vlachopoulos", "Tighthead Prop", 18, "1989-12-30", 183, 122],
  ["Andreas Giannakopoulos", "Scrum Half", 21, "2006-05-14", 170, 73],
]);

export const seedPlayers: SeedPlayer[] = [...athensOwls, ...piraeusMariners, ...whiteTower];

// ---------------------------------------------------------------------------------------------
// Matches: negative dayOffset = played (with a score), positive = upcoming (no score)
// ---------------------------------------------------------------------------------------------

type MatchRow = [
  clubId: number,
  dayOffset: number,
  time: string,
  opponent: string,
  venue: string,
  competition: Competition,
  isHomeGame: boolean,
  score?: [club: number, opponent: number],
];

/**
 * A club's own matches (SPEC: the dashboard's fixtures): friendlies, games against non-members, and
 * games in the competitions the federation keeps no fixtures of (the Cup, the Regional league).
 * A game between member clubs in the championship or the Hellenic Cup is a fixture of that
 * competition (competitions.ts), shown once in both clubs' lists: seeded here too, it appeared
 * twice on the home page (issue 21, point 6).
 */
const matchRows: MatchRow[] = [
  // Athens Owls (union and league)
  [1, -38, "15:00", "Piraeus Mariners RFC", "Helliniko Olympic Complex", "Rugby Union - Cup", true, [27, 19]],
  [1, -24, "16:00", "Patras Achaeans RFC", "Pampeloponnisiako Stadium, Patras", "Rugby Union - Cup", false, [18, 18]],
  [1, -10, "17:00", "Heraklion Minotaurs RLFC", "Kaisariani Municipal Ground", "Rugby League - Regional", true, [32, 14]],
  [1, -3, "15:00", "Larissa Centaurs RFC", "Alcazar Stadium, Larissa", "Rugby Union - Cup", false, [12, 20]],
  [1, 4, "18:00", "Volos Argonauts RC", "Kaisariani Municipal Ground", "Rugby League - Regional", true],
  [1, 11, "15:00", "Thessaloniki White Tower RFC", "Kaftanzoglio Stadium, Thessaloniki", "Rugby Union - Cup", false],
  [1, 25, "16:30", "Valletta Knights XV (Malta)", "Helliniko Olympic Complex", "Friendly", true],
  [1, 39, "15:00", "Glyfada Sea Eagles RFC", "Helliniko Olympic Complex", "Rugby Union - Cup", true],
  [1, 53, "17:00", "Rhodes Colossus RLFC", "Diagoras Stadium, Rhodes", "Rugby League - Regional", false],
  // Piraeus Mariners (union)
  [2, -31, "15:00", "Ioannina Lakeside RFC", "Kaminia Municipal Ground, Piraeus", "Rugby Union - Cup", true, [34, 10]],
  [2, -17, "14:30", "Glyfada Sea Eagles RFC", "Agios Kosmas Athletic Centre, Glyfada", "Rugby Union - Cup", false, [21, 24]],
  [2, -5, "15:00", "Volos Argonauts RC", "Kaminia Municipal Ground, Piraeus", "Rugby Union - Cup", true, [29, 13]],
  [2, 6, "15:00", "Patras Achaeans RFC", "Kaminia Municipal Ground, Piraeus", "Rugby Union - Cup", true],
  [2, 20, "17:00", "Bucharest Select XV (Romania)", "Kaminia Municipal Ground, Piraeus", "Friendly", true],
  // Thessaloniki White Tower (union and league)
  [3, -40, "15:00", "Volos Argonauts RC", "Kaftanzoglio Stadium, Thessaloniki", "Rugby Union - Cup", true, [26, 13]],
  [3, -8, "17:30", "Heraklion Minotaurs RLFC", "Pankritio Stadium, Heraklion", "Rugby League - Regional", false, [18, 22]],
  [3, 2, "15:30", "Ioannina Lakeside RFC", "Kaftanzoglio Stadium, Thessaloniki", "Rugby Union - Cup", true],
  [3, 16, "16:00", "Kalamata Falcons RLFC", "Kaftanzoglio Stadium, Thessaloniki", "Rugby League - Regional", true],
  [3, 32, "15:00", "Patras Achaeans RFC", "Pampeloponnisiako Stadium, Patras", "Rugby Union - Cup", false],
  // Patras Achaeans (union)
  [4, -19, "15:00", "Larissa Centaurs RFC", "Pampeloponnisiako Stadium, Patras", "Rugby Union - Cup", true, [19, 26]],
  [4, 22, "15:00", "Glyfada Sea Eagles RFC", "Pampeloponnisiako Stadium, Patras", "Rugby Union - Cup", true],
  // Heraklion Minotaurs (league)
  [5, -26, "18:00", "Chania Kri-Kri RLFC", "Pankritio Stadium, Heraklion", "Rugby League - Regional", true, [40, 12]],
  [5, 9, "17:30", "Rhodes Colossus RLFC", "Pankritio Stadium, Heraklion", "Rugby League - Regional", true],
  [5, 44, "16:00", "Kalamata Falcons RLFC", "Messiniakos Municipal Stadium, Kalamata", "Rugby League - Regional", false],
  // Larissa Centaurs (union)
  [6, -14, "15:00", "Ioannina Lakeside RFC", "Zosimades Stadium, Ioannina", "Rugby Union - Cup", false, [17, 15]],
  [6, 13, "15:00", "Volos Argonauts RC", "Alcazar Stadium, Larissa", "Rugby Union - Cup", true],
  // Volos Argonauts (union and league)
  [7, -1, "17:00", "Rhodes Colossus RLFC", "Panthessaliko Stadium, Volos", "Rugby League - Regional", true, [36, 20]],
  [7, 10, "15:00", "Ioannina Lakeside RFC", "Panthessaliko Stadium, Volos", "Rugby Union - Cup", true],
  // Ioannina Lakeside (union)
  [8, -6, "14:00", "Tirana Rugby Select (Albania)", "Zosimades Stadium, Ioannina", "Friendly", true, [24, 10]],
  // Glyfada Sea Eagles (union)
  [12, -12, "16:00", "Patras Achaeans RFC", "Agios Kosmas Athletic Centre, Glyfada", "Rugby Union - Cup", true, [29, 7]],
  [12, 5, "15:00", "Larissa Centaurs RFC", "Agios Kosmas Athletic Centre, Glyfada", "Rugby Union - Cup", true],
];

export const seedMatches: SeedMatch[] = matchRows.map(([clubId, dayOffset, time, opponent, venue, competition, isHomeGame, score], index) => ({
  id: index + 1,
  clubId,
  dayOffset,
  time,
  opponent,
  venue,
  competition,
  isHomeGame,
  clubScore: score ? score[0] : null,
  opponentScore: score ? score[1] : null,
}));

// ---------------------------------------------------------------------------------------------
// Standings, season 2026-27
// ---------------------------------------------------------------------------------------------

const SEASON = "2026-27";

type TableRow = [teamName: string, clubId: number | null, won: number, drawn: number, lost: number, pointsFor: number, pointsAgainst: number, bonus: number];

/** Union: 4 a win, 2 a draw, plus try and losing bonus points. */
const unionTable: TableRow[] = [
  ["Athens Owls Rugby Club", 1, 4, 1, 1, 171, 101, 3],
  ["Piraeus Mariners RFC", 2, 4, 0, 2, 155, 110, 3],
  ["Glyfada Sea Eagles RFC", 12, 4, 0, 2, 142, 118, 2],
  ["Thessaloniki White Tower RFC", 3, 3, 1, 2, 139, 120, 2],
  ["Larissa Centaurs RFC", 6, 3, 0, 3, 121, 119, 2],
  ["Patras Achaeans RFC", 4, 2, 1, 3, 118, 128, 3],
  ["Volos Argonauts RC", 7, 3, 0, 3, 104, 131, 0],
  ["Ioannina Lakeside RFC", 8, 1, 1, 4, 90, 151, 2],
  ["Corfu Phaeacians RFC", null, 1, 0, 5, 78, 140, 1],
];

/** League: 2 a win, 1 a draw, no bonus points. */
const leagueTable: TableRow[] = [
  ["Heraklion Minotaurs RLFC", 5, 4, 0, 1, 138, 78, 0],
  ["Athens Owls Rugby Club", 1, 3, 1, 1, 128, 84, 0],
  ["Volos Argonauts RC", 7, 3, 0, 2, 118, 96, 0],
  ["Thessaloniki White Tower RFC", 3, 2, 1, 2, 102, 100, 0],
  ["Kalamata Falcons RLFC", 10, 2, 0, 2, 84, 98, 0],
  ["Rhodes Colossus RLFC", 11, 2, 0, 3, 90, 116, 0],
  ["Chania Kri-Kri RLFC", 9, 0, 0, 5, 56, 144, 0],
];

/**
 * The typed tables the demo seeded as the SPEC's `standings` before issue 22: every table belongs
 * to a competition now, so these are a manual competition's rows (scripts/seed/typed-tables.ts).
 */
export const seedTypedTables: SeedTypedRow[] = [
  ...unionTable.map(([teamName, clubId, won, drawn, lost, pointsFor, pointsAgainst, bonus]) => ({
    teamName,
    clubId,
    rugbyType: "union" as const,
    played: playedOf({ won, drawn, lost }),
    won,
    drawn,
    lost,
    pointsFor,
    pointsAgainst,
    points: 4 * won + 2 * drawn + bonus,
    season: SEASON,
  })),
  ...leagueTable.map(([teamName, clubId, won, drawn, lost, pointsFor, pointsAgainst]) => ({
    teamName,
    clubId,
    rugbyType: "league" as const,
    played: playedOf({ won, drawn, lost }),
    won,
    drawn,
    lost,
    pointsFor,
    pointsAgainst,
    points: 2 * won + drawn,
    season: SEASON,
  })),
].map((row, index) => ({ id: index + 1, ...row }));
