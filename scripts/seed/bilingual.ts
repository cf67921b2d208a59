/**
 * Issue 13's demo content: each club's Greek name (the Latin one is data.ts's `name`), location,
 * description and home ground in both languages, and translations of eight articles, so a Greek
 * reader sees Greek and a visitor from abroad English. Merged into data.ts's rows by build-sql.ts.
 */
import type { SeedNews } from "./types";

type ClubGreek = { nameEl: string; locationEl: string; descriptionEl: string; venue: string; venueEl: string };

export const clubsInGreek: Record<number, ClubGreek> = {
  1: {
    nameEl: "Κουκουβάγιες Αθήνας Ρ.Σ.",
    locationEl: "Αθήνα",
    descriptionEl:
      "Ιδρύθηκε το 2009 από φοιτητές και σήμερα είναι από τους πιο δραστήριους συλλόγους της πρωτεύουσας, με ανδρική ομάδα, νέα γυναικεία ομάδα και τμήμα ράγκμπι λιγκ. Προπονείται στο Ολυμπιακό Κέντρο Ελληνικού και έχει τμήματα υποδομής από U10 έως U16.",
    venue: "Helliniko Olympic Complex",
    venueEl: "Ολυμπιακό Κέντρο Ελληνικού",
  },
  2: { nameEl: "Ναυτικοί Πειραιά Ρ.Σ.", locationEl: "Πειραιάς", descriptionEl: "Σύλλογος ράγκμπι γιούνιον δίπλα στο λιμάνι, με περήφανη εργατική παράδοση· οι Ναυτικοί δίνουν τους εντός έδρας αγώνες τους στο Δημοτικό Γήπεδο Καμινίων. Γνωστός για την ισχυρή του μελέ, ο σύλλογος έχει φτάσει τρεις φορές στον τελικό του Πανελληνίου Πρωταθλήματος.", venue: "Karaiskakis training ground", venueEl: "Προπονητικό κέντρο Καραϊσκάκη" },
  3: { nameEl: "Λευκός Πύργος Θεσσαλονίκης Ρ.Σ.", locationEl: "Θεσσαλονίκη", descriptionEl: "Ο μεγαλύτερος σύλλογος ράγκμπι της Βόρειας Ελλάδας, με ομάδες γιούνιον και λιγκ που αγωνίζονται στο Καυτανζόγλειο Στάδιο. Ο Λευκός Πύργος τρέχει πρόγραμμα για τα σχολεία σε όλη την πόλη και μια ακμάζουσα ακαδημία νέων που έχει βγάλει αρκετούς διεθνείς.", venue: "Kalamaria Municipal Stadium", venueEl: "Δημοτικό Στάδιο Καλαμαριάς" },
  4: { nameEl: "Αχαιοί Πάτρας Ρ.Σ.", locationEl: "Πάτρα", descriptionEl: "Οι Αχαιοί έφεραν το ράγκμπι γιούνιον στην Πελοπόννησο και φιλοξενούν τους αγώνες τους στο Παμπελοποννησιακό Στάδιο. Ο σύλλογος στηρίζεται σε δυνατή επιθετική γραμμή και σε πιστούς φιλάθλους από τους φοιτητές του Πανεπιστημίου Πατρών. Κάθε άνοιξη διοργανώνει φεστιβάλ sevens στην παραλία του Ναυπλίου.", venue: "Pampeloponnisiako Stadium", venueEl: "Παμπελοποννησιακό Στάδιο" },
  5: { nameEl: "Μινώταυροι Ηρακλείου", locationEl: "Ηράκλειο", descriptionEl: "Ο κορυφαίος σύλλογος ράγκμπι λιγκ της Κρήτης και κάτοχος του Ελληνικού Κυπέλλου. Οι Μινώταυροι παίζουν γρήγορο, ανοιχτό παιχνίδι στο Παγκρήτιο Στάδιο και κάθε καλοκαίρι οργανώνουν μια ζωντανή κοινότητα touch rugby.", venue: "Pankritio Stadium annex", venueEl: "Βοηθητικό Παγκρήτιου Σταδίου" },
  6: { nameEl: "Κένταυροι Λάρισας Ρ.Σ.", locationEl: "Λάρισα", descriptionEl: "Οι Κένταυροι εκπροσωπούν τη Θεσσαλία στο Πανελλήνιο Πρωτάθλημα και αγωνίζονται στο Στάδιο Αλκαζάρ, δίπλα στον Πηνειό. Μια νεανική ομάδα, γνωστή για την ακούραστη άμυνά της.", venue: "Alcazar Park", venueEl: "Πάρκο Αλκαζάρ" },
  7: { nameEl: "Αργοναύτες Βόλου", locationEl: "Βόλος", descriptionEl: "Με το όνομα του μυθικού πληρώματος που σάλπαρε από την Ιωλκό, οι Αργοναύτες παίζουν γιούνιον και λιγκ στο Πανθεσσαλικό Στάδιο. Ο σύλλογος εγκαινίασε φέτος το δικό του εντευκτήριο και καλωσορίζει νέα μέλη κάθε ηλικίας.", venue: "Nea Ionia Municipal Ground", venueEl: "Δημοτικό Γήπεδο Νέας Ιωνίας" },
  8: { nameEl: "Ιωάννινα Λίμνη Ρ.Σ.", locationEl: "Ιωάννινα", descriptionEl: "Ο σύλλογος ράγκμπι γιούνιον της Ηπείρου, που ίδρυσαν πρώην φοιτητές αθλητές στις όχθες της λίμνης Παμβώτιδας. Η ομάδα προπονείται στο Στάδιο Ζωσιμάδων και μεγαλώνει γρήγορα στις ακαδημίες.", venue: "Lake Pamvotida Sports Park", venueEl: "Αθλητικό Πάρκο Παμβώτιδας" },
  9: { nameEl: "Κρι-Κρι Χανίων", locationEl: "Χανιά", descriptionEl: "Ομάδα ράγκμπι λιγκ από τη δυτική Κρήτη, με το όνομα του άγριου κατσικιού του νησιού. Ο σύλλογος αγωνίζεται στο Ελληνικό Κύπελλο και δίνει τους εντός έδρας αγώνες του στο Δημοτικό Στάδιο Περιβολίων.", venue: "Perivolia Municipal Ground", venueEl: "Δημοτικό Γήπεδο Περιβολίων" },
  10: { nameEl: "Γεράκια Καλαμάτας", locationEl: "Καλαμάτα", descriptionEl: "Ο σύλλογος ράγκμπι λιγκ της Μεσσηνίας, που ίδρυσαν Ελληνοαυστραλοί παίκτες όταν επέστρεψαν στην Ελλάδα. Τα Γεράκια προπονούνται στην παραλία και παίρνουν μέρος στο Ελληνικό Κύπελλο και στο νότιο περιφερειακό πρωτάθλημα.", venue: "Messinian Sports Centre", venueEl: "Αθλητικό Κέντρο Μεσσηνίας" },
  11: { nameEl: "Κολοσσός Ρόδου", locationEl: "Ρόδος", descriptionEl: "Ο μοναδικός σύλλογος ράγκμπι λιγκ των Δωδεκανήσων, με έδρα το Στάδιο Διαγόρας. Ο Κολοσσός διοργανώνει κάθε Οκτώβριο διεθνές τουρνουά nines για ομάδες από το εξωτερικό.", venue: "Diagoras Stadium annex", venueEl: "Βοηθητικό Σταδίου Διαγόρας" },
  12: { nameEl: "Θαλασσαετοί Γλυφάδας Ρ.Σ.", locationEl: "Γλυφάδα", descriptionEl: "Σύλλογος ράγκμπι γιούνιον των νοτίων προαστίων, με έδρα το Αθλητικό Κέντρο Αγίου Κοσμά, λίγα βήματα από τη θάλασσα. Οι Θαλασσαετοί είναι γνωστοί για την παράδοσή τους στο sevens και για το πολυπληθές τμήμα mini rugby τα κυριακάτικα πρωινά.", venue: "Glyfada Municipal Ground", venueEl: "Δημοτικό Γήπεδο Γλυφάδας" },
  13: { nameEl: "Ελληνική Ομοσπονδία Ράγκμπι", locationEl: "Αθήνα", descriptionEl: "Το όργανο που διοικεί το ράγκμπι γιούνιον και το ράγκμπι λιγκ στην Ελλάδα. Η Ομοσπονδία έχει την ευθύνη των εθνικών ομάδων, των εγχώριων διοργανώσεων, της ακαδημίας νέων και της εκπαίδευσης διαιτητών.", venue: "Helliniko Olympic Complex", venueEl: "Ολυμπιακό Κέντρο Ελληνικού" },
};

/**
 * Issue 21: every venue of the seeded matches and fixtures in Greek, keyed by its English name
 * (scripts/seed/bilingual.test.ts checks that none is missing).
 */
export const venuesInGreek: Record<string, string> = {
  "Helliniko Olympic Complex": "Ολυμπιακό Κέντρο Ελληνικού",
  "Kaisariani Municipal Ground": "Δημοτικό Γήπεδο Καισαριανής",
  "Pampeloponnisiako Stadium, Patras": "Παμπελοποννησιακό Στάδιο, Πάτρα",
  "Alcazar Stadium, Larissa": "Στάδιο Αλκαζάρ, Λάρισα",
  "Kaftanzoglio Stadium, Thessaloniki": "Καυτανζόγλειο Στάδιο, Θεσσαλονίκη",
  "Diagoras Stadium, Rhodes": "Στάδιο Διαγόρας, Ρόδος",
  "Kaminia Municipal Ground, Piraeus": "Δημοτικό Γήπεδο Καμινίων, Πειραιάς",
  "Agios Kosmas Athletic Centre, Glyfada": "Αθλητικό Κέντρο Αγίου Κοσμά, Γλυφάδα",
  "Pankritio Stadium, Heraklion": "Παγκρήτιο Στάδιο, Ηράκλειο",
  "Messiniakos Municipal Stadium, Kalamata": "Δημοτικό Στάδιο Μεσσηνιακού, Καλαμάτα",
  "Zosimades Stadium, Ioannina": "Στάδιο Ζωσιμάδων, Ιωάννινα",
  "Panthessaliko Stadium, Volos": "Πανθεσσαλικό Στάδιο, Βόλος",
  "Kerkyra Municipal Ground, Corfu": "Δημοτικό Γήπεδο Κέρκυρας, Κέρκυρα",
  "Limassol Rugby Ground, Cyprus": "Γήπεδο Ράγκμπι Λεμεσού, Κύπρος",
};

/** Issue 21: the teams that are not member clubs (guests of a competition, friendlies' opponents) in Greek. */
export const teamsInGreek: Record<string, string> = {
  "Corfu Phaeacians RFC": "Φαίακες Κέρκυρας Ρ.Σ.",
  "Cyprus Mouflons RLC": "Αγρινά Κύπρου Ρ.Λ.Σ.",
  "Valletta Knights XV (Malta)": "Ιππότες Βαλέτας XV (Μάλτα)",
  "Bucharest Select XV (Romania)": "Μικτή Βουκουρεστίου XV (Ρουμανία)",
  "Tirana Rugby Select (Albania)": "Μικτή Ράγκμπι Τιράνων (Αλβανία)",
  "Attica Schools Select U18": "Μικτή Σχολείων Αττικής Κ18",
  "Attica Schools Select U14": "Μικτή Σχολείων Αττικής Κ14",
  "Attica Schools Select U12": "Μικτή Σχολείων Αττικής Κ12",
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("\n");

/** A translation of data.ts's article `of`: same club, category, image and day; the other language. */
const translation = (id: number, of: number, language: "en" | "el", slug: string, title: string, content: string) => ({ id, of, language, slug, title, content });

export const translations = [
  translation(101, 1, "el", "i-ethniki-anakoinonei-30-paiktes-gia-tin-prwti-agwnistiki", "Η Εθνική ανακοινώνει 30 παίκτες για την πρεμιέρα του Rugby Europe Conference", p(
    "Το τεχνικό επιτελείο της Εθνικής ανακοίνωσε <strong>αποστολή 30 παικτών</strong> για την πρεμιέρα του Rugby Europe Conference, εντός έδρας αγώνα με τη Βουλγαρία στο Ολυμπιακό Κέντρο Ελληνικού σε τέσσερις εβδομάδες.",
    "Στην αποστολή συνυπάρχουν έμπειροι διεθνείς του Ελληνικού Πρωταθλήματος και έντεκα παίκτες από τη Γαλλία, το Ηνωμένο Βασίλειο και την Αυστραλία. Τέσσερις παίκτες καλούνται για πρώτη φορά.",
    "Η ομάδα συγκεντρώνεται για τριήμερη προετοιμασία στην Αθήνα το επόμενο Σαββατοκύριακο, με ανοιχτή προπόνηση την Κυριακή το πρωί.",
  )),
  translation(102, 2, "en", "hellenic-rugby-league-cup-convincing-win-for-volos-argonauts", "Hellenic Rugby League Cup: a convincing win for the Volos Argonauts", p(
    "The Volos Argonauts opened their Hellenic Cup campaign with a convincing home win, scoring five tries in front of a full stand at Nea Ionia.",
    "The hosts controlled the ruck from the first minutes and their half-back pairing kept the visitors pinned in their own half for most of the second period.",
    "The Argonauts travel to Larissa next weekend for the second round.",
  )),
  translation(104, 4, "en", "new-refereeing-course-for-young-referees", "New refereeing course for young referees", p(
    "The federation's refereeing committee opens a new course for young referees aged 16 to 25, with classes in Athens and Thessaloniki and an online module on the laws of the game.",
    "Trainees will referee junior matches under the guidance of experienced match officials, and the best of them will join the national referees' panel next season.",
  )),
  translation(105, 5, "el", "neo-fotizomeno-gipedo-sto-elliniko", "Νέο γήπεδο με προβολείς στο Ολυμπιακό Κέντρο Ελληνικού", p(
    "Το νέο γήπεδο με φωτισμό στο Ολυμπιακό Κέντρο Ελληνικού είναι πλέον έτοιμο και θα φιλοξενεί βραδινούς αγώνες και προπονήσεις όλο τον χειμώνα.",
    "Οι σύλλογοι της Αττικής μπορούν να κλείνουν ώρες προπόνησης μέσω της Ομοσπονδίας, με προτεραιότητα στα τμήματα υποδομής.",
  )),
  translation(107, 7, "el", "oi-koukouvagies-athinas-kerdizoun-to-trofaio-sevens-attikis", "Οι Κουκουβάγιες Αθήνας κατακτούν το τρόπαιο Sevens της Αττικής", p(
    "Οι Κουκουβάγιες Αθήνας κατέκτησαν το τρόπαιο Sevens της Αττικής, κερδίζοντας στον τελικό τους Θαλασσαετούς Γλυφάδας με ένα τελευταίο try στην παράταση.",
    "Ο προπονητής δήλωσε ότι η νίκη ανήκει σε όλο τον σύλλογο, από τα τμήματα υποδομής μέχρι τους εθελοντές.",
  )),
  translation(109, 9, "el", "oi-naftikoi-peiraia-anakoinonoun-neo-proponiti", "Οι Ναυτικοί Πειραιά ανακοινώνουν νέο προπονητή", p(
    "Οι Ναυτικοί Πειραιά ανακοίνωσαν τον νέο τους προπονητή, πρώην διεθνή με πολυετή εμπειρία στη Γαλλία.",
    "Στόχος της νέας τεχνικής ηγεσίας είναι η είσοδος στην τετράδα του πρωταθλήματος και η ενίσχυση της ακαδημίας του συλλόγου στον Πειραιά.",
  )),
  translation(111, 11, "el", "anakoinothikan-oi-agones-tou-ellinikou-kypellou-ligk", "Ανακοινώθηκε το πρόγραμμα του Ελληνικού Κυπέλλου ράγκμπι λιγκ", p(
    "Η Ομοσπονδία ανακοίνωσε το πρόγραμμα του Ελληνικού Κυπέλλου ράγκμπι λιγκ, με οκτώ ομάδες σε δύο ομίλους και τελικό τον Μάιο.",
    "Οι αγώνες θα μεταδίδονται ζωντανά στα κανάλια της Ομοσπονδίας.",
  )),
  translation(113, 13, "el", "i-gynaikeia-omada-sevens-xekina-proetoimasia-sti-thessaloniki", "Η γυναικεία ομάδα Sevens ξεκινά προετοιμασία στη Θεσσαλονίκη", p(
    "Η εθνική γυναικεία ομάδα Sevens ξεκινά πενθήμερη προετοιμασία στη Θεσσαλονίκη, ενόψει των ευρωπαϊκών τουρνουά του καλοκαιριού.",
    "Στην αποστολή περιλαμβάνονται δεκαοκτώ αθλήτριες από εννέα συλλόγους, ανάμεσά τους τέσσερις από τα τμήματα υποδομής.",
  )),
];

/** The translations as rows of data.ts's shape: each borrows its original's club, category, image and day. */
export function translatedNews(originals: SeedNews[]): SeedNews[] {
  return translations.map(({ id, of, language, slug, title, content }) => {
    const original = originals.find((article) => article.id === of)!;
    return { ...original, id, language, slug, title, content, translationOf: of };
  });
}
