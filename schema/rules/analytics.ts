import { z } from 'zod';

/** The visitor's choice about analytics (spec 001 §4, §9), kept in a cookie for 150 days. */
export const consentCookie = { name: 'esvd_consent', maxAgeDays: 150 } as const;
export type ConsentChoice = 'accepted' | 'declined';

export const analyticsMessages = {
  path: 'A page view names a page by its path: "/" and letters, digits, "-", "_" and "/", at most 100 characters.',
  days: 'Days is a whole number from 1 to 366.',
} as const;

/**
 * A page view, counted only after consent: the page's path and nothing else (no query string, no user, no address),
 * so the counts say which pages are used and cannot tell who used them.
 */
export const pageViewInput = z.object({
  path: z.string().regex(/^\/[A-Za-z0-9/_-]{0,99}$/, analyticsMessages.path),
});

export const pageViewPeriod = z.object({
  days: z.number().int(analyticsMessages.days).min(1, analyticsMessages.days).max(366, analyticsMessages.days),
});
