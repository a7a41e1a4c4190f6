import { z } from 'zod';
import type { AccessPolicy } from '../access/access.service.ts';
import type { Context } from '../../server/context.ts';
import { DomainError, parseInput, unauthenticated } from '../../server/errors.ts';
import type { ResourceName, RoleName } from '../access/roles.ts';
import { verifyPassword } from './password.ts';
import { createSession, revokeSession } from './sessions.ts';
import { User } from './user.entity.ts';

const passwordLogin = z.object({
  usernameOrEmail: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Enter password'),
});

export const emailNotConfirmed =
  'Email not confirmed. Please go to the email address you used to signup and click on the link sent when you signed up.';

export interface ResourceAccessView {
  resource: ResourceName;
  granted: boolean;
}

export interface LoginResult {
  token: string;
  role: RoleName;
  displayName: string;
  userName: string;
  resources: ResourceAccessView[];
}

export interface ViewerView {
  signedIn: boolean;
  userName: string | null;
  displayName: string | null;
  role: RoleName | null;
  resources: ResourceAccessView[];
}

/** Sign-in, sign-out and the current viewer. */
export class AccountsService {
  constructor(private readonly access: AccessPolicy) {}

  async login(context: Context, input: unknown): Promise<LoginResult> {
    const { usernameOrEmail, password } = parseInput(passwordLogin, input);
    const key = usernameOrEmail.toLowerCase();
    const user = await context.em.findOne(
      User,
      { $or: [{ userName: { $ilike: key } }, { email: { $ilike: key } }], disabled: false },
      { populate: ['passwordHash'] },
    );
    // Verify even for an unknown user so the response time does not tell which usernames exist.
    const valid = await verifyPassword(user?.passwordHash ?? dummyHash, password);
    if (!user || !valid) throw unauthenticated();
    if (!user.emailConfirmed) throw new DomainError('bad-request', emailNotConfirmed);
    user.numberOfSignIn += 1;
    user.lastSignInDate = new Date();
    const token = await createSession(context.em, user, context);
    const principal = {
      kind: 'user' as const,
      userId: user.id,
      userName: user.userName,
      displayName: user.displayName,
      role: user.role.name as RoleName,
      sessionId: 0,
    };
    return {
      token,
      role: principal.role,
      displayName: user.displayName,
      userName: user.userName,
      resources: this.access.resourceAccess(principal),
    };
  }

  async logout(context: Context): Promise<void> {
    if (context.principal.kind === 'user') await revokeSession(context.em, context.principal.sessionId);
  }

  viewer(context: Context): ViewerView {
    const { principal } = context;
    const resources = this.access.resourceAccess(principal);
    if (principal.kind !== 'user') return { signedIn: false, userName: null, displayName: null, role: null, resources };
    return {
      signedIn: true,
      userName: principal.userName,
      displayName: principal.displayName,
      role: principal.role,
      resources,
    };
  }
}

// argon2id hash of a random string, used to spend the same time on unknown usernames.
const dummyHash =
  '$argon2id$v=19$m=65536,p=4,t=3$HzAFBE+2+ORivrv6m8FUkg$ax3wpTek5YRYJIfEDyysRYoe81VoLN0bgWyEfUfl/SE';
