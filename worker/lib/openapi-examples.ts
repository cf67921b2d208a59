/**
 * Example request bodies for the API document, by "METHOD /path" as it lists them. The tests
 * check each one against its schema in the document (and so against the valibot schema it is made from).
 */
export const REQUEST_EXAMPLES: Record<string, unknown> = {
  "POST /api/auth/login": { email: "club@rugbyhellas.gr", password: "ClubDemo2026!" },
  "POST /api/clubs/players": { name: "Giorgos Papadopoulos", position: "Loosehead Prop", jerseyNumber: 1, dateOfBirth: "1998-04-12", height: 183, weight: 112 },
  "PATCH /api/clubs/players/{id}": { name: "Giorgos Papadopoulos", position: "Loosehead Prop", jerseyNumber: 3, dateOfBirth: "1998-04-12", height: 183, weight: 114 },
  "POST /api/clubs/matches": {
    opponent: "Piraeus Mariners",
    date: "2026-12-05",
    time: "15:00",
    venue: "Helliniko Olympic Complex",
    competition: "Rugby Union - Greek Championship",
    isHomeGame: true,
  },
  "POST /api/clubs/claim": { clubId: 3, clubName: "Kalamata Falcons", fullName: "Eleni Georgiou", email: "eleni@example.com", phoneNumber: "+30 694 123 4567", message: "I am the club's secretary." },
  "POST /api/academy-registration": {
    parentName: "Maria Nikolaou",
    email: "maria@example.com",
    phone: "+30 694 765 4321",
    childrenDetails: "Nikos, 12 years old",
    consent: true,
  },
};
