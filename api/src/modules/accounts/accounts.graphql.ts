import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../server/context.ts';
import type { ResourceName, RoleName } from '../access/roles.ts';
import type { LoginResult, ResourceAccessView, ViewerView } from './accounts.service.ts';

@ObjectType('ResourceAccess', { description: 'Whether the viewer may read a resource (guards and menus use it).' })
class ResourceAccessType implements ResourceAccessView {
  @Field(() => String)
  resource!: ResourceName;

  @Field(() => Boolean)
  granted!: boolean;
}

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

  @Field(() => [ResourceAccessType])
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

  @Field(() => [ResourceAccessType])
  resources!: ResourceAccessView[];
}

@Resolver()
export class AccountsResolver {
  @Query(() => ViewerType)
  viewer(@Ctx() context: Context): ViewerView {
    return context.services.accounts.viewer(context);
  }

  @Mutation(() => LoginResultType, { description: 'Signs in with a username or email and a password.' })
  login(
    @Ctx() context: Context,
    @Arg('usernameOrEmail', () => String) usernameOrEmail: string,
    @Arg('password', () => String) password: string,
  ): Promise<LoginResult> {
    return context.services.accounts.login(context, { usernameOrEmail, password });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends the current session on the server.' })
  async logout(@Ctx() context: Context): Promise<boolean> {
    await context.services.accounts.logout(context);
    return true;
  }
}
