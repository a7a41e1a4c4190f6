import { z } from 'zod';

export { consentCookie, type ConsentChoice } from './consent.ts';

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
