/** The federation's contact details (footer, about page). */
export const FEDERATION_CONTACT = {
  phone: "+30 210 683 4500",
  phoneHref: "tel:+302106834500",
  email: "info@rugbyhellas.gr",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/rugbyhellas" },
    { name: "Instagram", href: "https://www.instagram.com/rugbyhellas" },
    { name: "X", href: "https://x.com/rugbyhellas" },
    { name: "YouTube", href: "https://www.youtube.com/@rugbyhellas" },
  ],
} as const;
