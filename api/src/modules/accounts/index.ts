// The accounts module: users and their sessions, sign-in, profiles and passwords.
export { AuthAttempt, Session, User, UserToken } from './user.entity.ts';
export { AccountsService, toProfile, type UserProfileView } from './accounts.service.ts';
export { bearerToken, hashToken, liveRolesOf, principalForToken } from './sessions.ts';
export { hashPassword } from './password.ts';
