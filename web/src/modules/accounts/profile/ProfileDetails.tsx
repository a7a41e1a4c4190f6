import { isOther } from '@esvd/schema/rules/accounts';
import { SimpleGrid, Stack, Text } from '@mantine/core';

import type { UserProfileFieldsFragment } from '../../../gql/graphql.ts';

/** The other option with its description: "Other: Consultancy". */
function withDescription(option: string, description: string | null): string {
  return isOther(option) && description ? `${option}: ${description}` : option;
}

/** My Profile read-only (spec 000 §2): display name, username, email, organization, sector and purpose of access. */
export function ProfileDetails({ profile }: { profile: UserProfileFieldsFragment }) {
  const details = [
    ['Display name', profile.displayName],
    ['Username', profile.userName],
    ['Email', profile.email],
    ['Organization', profile.organization],
    ['Sector', withDescription(profile.sector, profile.sectorOther)],
    ['Purpose of access', withDescription(profile.purposeOfAccess, profile.purposeOfAccessOther)],
  ] as const;

  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
      {details.map(([label, value]) => (
        <Stack key={label} gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
