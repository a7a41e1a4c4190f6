import { consentCookie, type ConsentChoice } from '@esvd/schema/rules/consent';
import { useSyncExternalStore } from 'react';

/** The visitor's choice, or 'unasked' until one is made (or while they look at it again). */
export type ConsentState = ConsentChoice | 'unasked';

const maxAgeSeconds = consentCookie.maxAgeDays * 24 * 60 * 60;

function readCookie(): ConsentChoice | null {
  const value = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${consentCookie.name}=`))
    ?.slice(consentCookie.name.length + 1);
  return value === 'accepted' || value === 'declined' ? value : null;
}

let state: ConsentState = typeof document === 'undefined' ? 'unasked' : (readCookie() ?? 'unasked');
const listeners = new Set<() => void>();

function publish(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Records the choice in a cookie for 150 days (spec 001 §9), so the banner does not ask again before then. */
export function chooseConsent(choice: ConsentChoice): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${consentCookie.name}=${choice}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  publish(choice);
}

/** Shows the banner again, so a visitor can change their mind ("Cookie settings"). */
export function reconsiderConsent(): void {
  publish('unasked');
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
