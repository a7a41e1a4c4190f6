import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { useConsent } from './consent-store.ts';

/** The path as the counts keep it: the address's path, in the characters the rule allows, at most 100 of them. */
export function countedPath(pathname: string): string {
  return pathname.replace(/[^A-Za-z0-9/_-]/g, '').slice(0, 100) || '/';
}

/** Counts each page the visitor opens, once they accepted; nothing is sent before or without their consent. */
export function usePageViewCounting(): void {
  const consent = useConsent();
  const { pathname } = useLocation();
  useEffect(() => {
    if (consent !== 'accepted') return;
    void fetch('/api/analytics/pageview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: countedPath(pathname) }),
      keepalive: true,
    }).catch(() => undefined);
  }, [consent, pathname]);
}
