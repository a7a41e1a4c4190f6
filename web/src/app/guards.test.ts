import { describe, expect, it } from 'vitest';

import type { ViewerAccess } from '../modules/access/resources.ts';
import { guardDecision } from './guards.tsx';

const signedOut: ViewerAccess = { signedIn: false, resources: [] };

function signedInWith(...granted: string[]): ViewerAccess {
  return {
    signedIn: true,
    resources: [...granted.map((resource) => ({ resource, granted: true })), { resource: 'admin', granted: false }],
  };
}

describe('guardDecision', () => {
  it('sends a signed-out visitor to login with the original path', () => {
    expect(guardDecision(signedOut, 'vtt', '/vtt/calculations')).toEqual({
      kind: 'redirect',
      to: '/login/vtt/calculations',
    });
  });

  it('keeps the query string of the original path', () => {
    expect(guardDecision(signedOut, 'esvd', '/studyvaluations?studyId=42')).toEqual({
      kind: 'redirect',
      to: '/login/studyvaluations?studyId=42',
    });
  });

  it('sends a signed-out visitor of the root to plain /login', () => {
    expect(guardDecision(signedOut, 'home', '/')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a signed-out visitor to login even when anonymous grants would list the resource', () => {
    const anonymousWithGrant: ViewerAccess = { signedIn: false, resources: [{ resource: 'esvd', granted: true }] };
    expect(guardDecision(anonymousWithGrant, 'esvd', '/esvd')).toEqual({ kind: 'redirect', to: '/login/esvd' });
  });

  it('lets a signed-in user with the resource through', () => {
    expect(guardDecision(signedInWith('home', 'esvd', 'settings'), 'settings', '/settings')).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user without the resource home', () => {
    expect(guardDecision(signedInWith('home', 'esvd'), 'settings', '/settings')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('treats a resource listed as not granted as missing', () => {
    expect(guardDecision(signedInWith('home'), 'admin', '/admin')).toEqual({ kind: 'redirect', to: '/' });
  });
});
