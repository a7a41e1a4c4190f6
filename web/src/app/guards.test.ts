import { describe, expect, it } from 'vitest';

import type { ViewerAccess } from '../modules/access/resources.ts';
import { guardDecision, refusedVisitOf } from './guards.tsx';

const signedOut: ViewerAccess = { signedIn: false, resources: [] };

function signedInWith(...granted: string[]): ViewerAccess {
  return {
    signedIn: true,
    resources: [...granted.map((resource) => ({ resource, granted: true })), { resource: 'admin', granted: false }],
  };
}

describe('guardDecision', () => {
  it('sends a signed-out visitor to login with the original path', () => {
    expect(guardDecision(signedOut, 'vtt', '/vtt?section=subbiome')).toEqual({
      kind: 'login',
      to: '/login/vtt?section=subbiome',
    });
  });

  it('keeps the query string of the original path', () => {
    expect(guardDecision(signedOut, 'esvd', '/studyvaluations?studyId=42')).toEqual({
      kind: 'login',
      to: '/login/studyvaluations?studyId=42',
    });
  });

  it('sends a signed-out visitor of the root to plain /login', () => {
    expect(guardDecision(signedOut, 'home', '/')).toEqual({ kind: 'login', to: '/login' });
  });

  it('sends a signed-out visitor to login even when anonymous grants would list the resource', () => {
    const anonymousWithGrant: ViewerAccess = { signedIn: false, resources: [{ resource: 'esvd', granted: true }] };
    expect(guardDecision(anonymousWithGrant, 'esvd', '/esvd')).toEqual({ kind: 'login', to: '/login/esvd' });
  });

  it('lets a signed-in user with the resource through', () => {
    expect(guardDecision(signedInWith('home', 'esvd', 'settings'), 'settings', '/settings')).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user without the resource home, telling which path was refused', () => {
    expect(guardDecision(signedInWith('home', 'esvd'), 'settings', '/settings?tab=2')).toEqual({
      kind: 'refuse',
      to: '/',
      refused: { refusedPath: '/settings?tab=2' },
    });
  });

  it('treats a resource listed as not granted as missing', () => {
    expect(guardDecision(signedInWith('home'), 'admin', '/admin')).toMatchObject({ kind: 'refuse', to: '/' });
  });
});

describe('refusedVisitOf', () => {
  it('reads the refused path a guard left in the location state', () => {
    expect(refusedVisitOf({ refusedPath: '/manage' })).toEqual({ refusedPath: '/manage' });
  });

  it('finds none in an empty or foreign state', () => {
    expect(refusedVisitOf(null)).toBeNull();
    expect(refusedVisitOf(undefined)).toBeNull();
    expect(refusedVisitOf({ from: '/esvd' })).toBeNull();
    expect(refusedVisitOf({ refusedPath: 7 })).toBeNull();
  });
});
