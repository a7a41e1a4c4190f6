import type { ResourceName, RoleName } from './roles.ts';

/** Who is calling: nobody, a signed-in user (through a session), or a script with an API key. */
export type Principal =
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      userId: number;
      userName: string;
      displayName: string;
      role: RoleName;
      sessionId: number;
    }
  | { kind: 'apiKey'; apiKeyId: number; userId: number | null };

export const anonymous: Principal = { kind: 'anonymous' };

export type Access = 'public' | 'signedIn' | ResourceName;
