/** What other features use of the academy: the registration form (the player area embeds it). */
export { AcademyRegistrationForm } from "./academy-registration-form";
