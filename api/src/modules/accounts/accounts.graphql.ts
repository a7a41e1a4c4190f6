import { GraphQLDateTimeISO } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { lookup, work, write, type ItemCount } from '../../core/graphql-costs.ts';
import { Public, resources, type ResourceName, type RoleName } from '../access/index.ts';
import type {
  AccountMessage,
  LoginMode,
  LoginResult,
  ResourceAccessView,
  UserProfileView,
  ViewerView,
  AccountsService,
} from './accounts.service.ts';

const LoginModeEnum = { password: 'password', code: 'code' } as const satisfies Record<LoginMode, LoginMode>;
registerEnumType(LoginModeEnum, {
  name: 'LoginMode',
  description: 'Login step two: a password form for a username, an emailed one-time code for an email.',
});

@ObjectType('ResourceAccess', { description: 'Whether the viewer may read a resource (guards and menus use it).' })
class ResourceAccessType implements ResourceAccessView {
  @Field(() => String)
  resource!: ResourceName;

  @Field(() => Boolean)
  granted!: boolean;
}

const everyResource: ItemCount = { atMost: Object.keys(resources).length };

@ObjectType('LoginResult')
class LoginResultType implements LoginResult {
  @Field(() => String, { description: 'Bearer token for the Authorization header.' })
  token!: string;

  @Field(() => String)
  role!: RoleName;

  @Field(() => String)
  displayName!: string;

  @Field(() => String)
  userName!: string;

  @Field(() => [ResourceAccessType], { complexity: work({ items: everyResource }) })
  resources!: ResourceAccessView[];
}

@ObjectType('Viewer', { description: 'Who is calling; anonymous when signed out.' })
class ViewerType implements ViewerView {
  @Field(() => Boolean)
  signedIn!: boolean;

  @Field(() => String, { nullable: true })
  userName!: string | null;

  @Field(() => String, { nullable: true })
  displayName!: string | null;

  @Field(() => String, { nullable: true })
  role!: RoleName | null;

  @Field(() => [ResourceAccessType], { complexity: work({ items: everyResource }) })
  resources!: ResourceAccessView[];

  @Field(() => Boolean, {
    description:
      'The session saw no activity for 30 minutes: show the idle warning. touchSession clears it; a further ' +
      '30 minutes without activity end the session.',
  })
  idleFlagged!: boolean;
}

@ObjectType('UserProfile', { description: 'My Profile.' })
export class UserProfileType implements UserProfileView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  userName!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  organization!: string;

  @Field(() => String)
  sector!: string;

  @Field(() => String, { nullable: true, description: 'The sector in words, when the sector is Other.' })
  sectorOther!: string | null;

  @Field(() => String)
  purposeOfAccess!: string;

  @Field(() => String, { nullable: true, description: 'The purpose in words, when the purpose is Other.' })
  purposeOfAccessOther!: string | null;

  @Field(() => String)
  role!: RoleName;

  @Field(() => GraphQLDateTimeISO)
  registrationDate!: Date;

  @Field(() => Int)
  numberOfSignIn!: number;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  lastSignInDate!: Date | null;
}

@ObjectType('AccountMessage', { description: 'What to tell the user after an account action.' })
class AccountMessageType implements AccountMessage {
  @Field(() => String)
  message!: string;

  @Field(() => String, { nullable: true })
  detail?: string;
}

// Inputs keep the spec's field names (those of the shared form rules) and take every field as given:
// the service validates them with the same rules as the web forms, so the messages are the spec's.

@InputType('SignUpInput')
class SignUpInputType {
  @Field(() => String)
  displayName!: string;

  @Field(() => String)
  organization!: string;

  @Field(() => String, { description: 'Academia, Business, Financial institutions, Government, NGO or Other.' })
  sector!: string;

  @Field(() => String, { nullable: true, description: 'Required when the sector is Other; dropped otherwise.' })
  sectorOther?: string | null;

  @Field(() => String, {
    description: 'Accounting, Benefit transfer, Cost-benefit, Education, Policy appraisal, Research or Other.',
  })
  purposeOfAccess!: string;

  @Field(() => String, { nullable: true, description: 'Required when the purpose is Other; dropped otherwise.' })
  purposeOfAccessOther?: string | null;

  @Field(() => String)
  username!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  confirmpassword!: string;
}

@InputType('ProfileInput')
class ProfileInputType {
  @Field(() => Int, { nullable: true, description: "The account to edit: your own when absent (others' for admins)." })
  id?: number | null;

  @Field(() => String)
  displayName!: string;

  @Field(() => String)
  organization!: string;

  @Field(() => String)
  sector!: string;

  @Field(() => String, { nullable: true })
  sectorOther?: string | null;

  @Field(() => String)
  purposeOfAccess!: string;

  @Field(() => String, { nullable: true })
  purposeOfAccessOther?: string | null;
}

@InputType('ResetPasswordInput')
class ResetPasswordInputType {
  @Field(() => String, { nullable: true, description: 'From the reset link.' })
  username?: string | null;

  @Field(() => String, { nullable: true, description: 'From the reset link.' })
  code?: string | null;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  confirmpassword!: string;
}

/** Drops GraphQL's nulls so the shared rules see a missing value, as a web form would send it. */
const withoutNulls = <Input extends object>(input: Input) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));

@Resolver()
export class AccountsResolver {
  constructor(private readonly service: AccountsService) {}

  @Public()
  @Query(() => ViewerType, { complexity: work(lookup) })
  viewer(@Ctx() context: Context): Promise<ViewerView> {
    return this.service.viewer(context);
  }

  @Authorized()
  @Query(() => UserProfileType, {
    description: 'My Profile; also what the web fetches to restore a session.',
    complexity: work(lookup),
  })
  me(@Ctx() context: Context): Promise<UserProfileView> {
    return this.service.me(context);
  }

  @Public()
  @Query(() => LoginModeEnum, { description: 'Login step one: which form step two shows.', complexity: work({}) })
  loginMode(@Arg('usernameOrEmail', () => String) usernameOrEmail: string): LoginMode {
    return this.service.loginMode({ usernameOrEmail }).loginMode;
  }

  @Public()
  @Mutation(() => AccountMessageType, {
    description: 'Creates an account and mails a confirmation link (24 hours).',
    complexity: work({ ...write, passwordHashes: 1 }),
  })
  signUp(
    @Ctx() context: Context,
    @Arg('input', () => SignUpInputType) input: SignUpInputType,
  ): Promise<AccountMessage> {
    return this.service.signUp(context, withoutNulls(input));
  }

  @Public()
  @Mutation(() => AccountMessageType, {
    description: 'The confirmation link: username and code from its query string.',
    complexity: work(write),
  })
  confirmEmail(
    @Ctx() context: Context,
    @Arg('username', () => String, { nullable: true }) username: string | null,
    @Arg('code', () => String, { nullable: true }) code: string | null,
  ): Promise<AccountMessage> {
    return this.service.confirmEmail(context, withoutNulls({ username, code }));
  }

  @Public()
  @Mutation(() => AccountMessageType, {
    description: 'The "Resend confirmation link?" button of a login refused for it.',
    complexity: work(write),
  })
  resendConfirmationLink(@Arg('usernameOrEmail', () => String) usernameOrEmail: string): AccountMessage {
    return this.service.resendConfirmationLink({ usernameOrEmail });
  }

  @Public()
  @Mutation(() => LoginResultType, {
    description: 'Signs in with a username (or email) and a password.',
    complexity: work({ statements: 3, passwordHashes: 1 }),
  })
  login(
    @Ctx() context: Context,
    @Arg('usernameOrEmail', () => String) usernameOrEmail: string,
    @Arg('password', () => String) password: string,
  ): Promise<LoginResult> {
    return this.service.login(context, { username: usernameOrEmail, password });
  }

  @Public()
  @Mutation(() => AccountMessageType, {
    description: 'Mails a one-time login code (6 digits, 15 minutes, single use); also "Get a new code?".',
    complexity: work(write),
  })
  requestLoginCode(@Arg('email', () => String) email: string): AccountMessage {
    return this.service.requestLoginCode({ usernameOrEmail: email });
  }

  @Public()
  @Mutation(() => LoginResultType, {
    description: 'Signs in with the emailed one-time code.',
    complexity: work({ statements: 3 }),
  })
  loginWithCode(
    @Ctx() context: Context,
    @Arg('email', () => String) email: string,
    @Arg('code', () => String) code: string,
  ): Promise<LoginResult> {
    return this.service.loginWithCode(context, { email, code });
  }

  @Public()
  @Mutation(() => AccountMessageType, {
    description: 'Forgot password: mails a reset link valid for an hour.',
    complexity: work(write),
  })
  requestPasswordReset(@Arg('email', () => String) email: string): AccountMessage {
    return this.service.requestPasswordReset({ email });
  }

  @Public()
  @Mutation(() => AccountMessageType, {
    description: "Sets a new password from a reset link; ends the user's other sessions.",
    complexity: work({ ...write, passwordHashes: 1 }),
  })
  resetPassword(
    @Ctx() context: Context,
    @Arg('input', () => ResetPasswordInputType) input: ResetPasswordInputType,
  ): Promise<AccountMessage> {
    return this.service.resetPassword(context, withoutNulls(input));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Ends the current session on the server.',
    complexity: work({ statements: 1 }),
  })
  async logout(@Ctx() context: Context): Promise<boolean> {
    await this.service.logout(context);
    return true;
  }

  @Authorized()
  @Mutation(() => ViewerType, {
    description: 'The user is active in the web app (call it, debounced, on user activity): clears the idle flag.',
    complexity: work({ statements: 2 }),
  })
  touchSession(@Ctx() context: Context): Promise<ViewerView> {
    return this.service.touchSession(context);
  }

  @Authorized('userProfile')
  @Mutation(() => UserProfileType, {
    description: 'Saves My Profile (username and email cannot change).',
    complexity: work(write),
  })
  updateProfile(
    @Ctx() context: Context,
    @Arg('input', () => ProfileInputType) input: ProfileInputType,
  ): Promise<UserProfileView> {
    return this.service.updateProfile(context, withoutNulls(input));
  }
}
