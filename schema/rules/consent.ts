// No zod here: the consent banner on every page imports this, and the validation library stays out of the first page.

/** The visitor's choice about analytics (spec 001 §4, §9), kept in a cookie for 150 days. */
export const consentCookie = { name: 'esvd_consent', maxAgeDays: 150 } as const;
export type ConsentChoice = 'accepted' | 'declined';
