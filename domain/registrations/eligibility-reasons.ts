/**
 * Why a person may not play in a fixture (issue 24, point 6): stable codes, said in the reader's
 * language by the API (schema/registration-messages.ts) and the screens. The rule itself is
 * domain/registrations/eligibility.ts.
 */
export const INELIGIBILITY_REASONS = ["no-licence", "health-card-expired", "suspended", "age-group"] as const;
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];
