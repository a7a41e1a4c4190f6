import { userProfileSortColumns, type UserProfileColumn } from '@esvd/schema/rules/user-profiles';
import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Context } from '../../core/context.ts';
import { page, work } from '../../core/graphql-costs.ts';
import { UserProfileType } from '../accounts/accounts.graphql.ts';
import type { UserProfileView } from '../accounts/index.ts';
import type { UserProfilePage, UserProfilesService } from './user-profiles.service.ts';

const UserProfileSortColumnEnum = Object.fromEntries(userProfileSortColumns.map((column) => [column, column])) as {
  [Column in UserProfileColumn]: Column;
};
registerEnumType(UserProfileSortColumnEnum, {
  name: 'UserProfileSortColumn',
  description: 'The columns the users table sorts by; empty values last, ties by id.',
});

@ObjectType('UserProfilePage', { description: 'A page of the registered users, with how many there are.' })
class UserProfilePageType implements UserProfilePage {
  @Field(() => [UserProfileType])
  items!: UserProfileView[];

  @Field(() => Int)
  totalCount!: number;
}

@Resolver()
export class UserProfilesResolver {
  constructor(private readonly service: UserProfilesService) {}

  @Authorized('downloads')
  @Query(() => UserProfilePageType, {
    description: 'The registered users (Download User Profiles), by registration date, oldest first, by default.',
    complexity: work({ statements: 2, items: page }),
  })
  userProfiles(
    @Ctx() context: Context,
    @Arg('sortColumn', () => UserProfileSortColumnEnum, { nullable: true, description: 'Default registrationDate.' })
    sortColumn?: UserProfileColumn,
    @Arg('isDescend', () => Boolean, { nullable: true }) isDescend?: boolean,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 1000, default 50.' }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<UserProfilePage> {
    return this.service.page(context, { sortColumn, isDescend, limit, offset });
  }
}
