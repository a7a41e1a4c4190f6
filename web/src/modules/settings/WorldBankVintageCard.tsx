import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';

import { SettingsSetWorldBankVintageDocument, SettingsWorldBankVintagesDocument } from './settings.generated.ts';
import { describeError } from '../common/errors.ts';
import { LoadingState } from '../common/LoadingState.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * The World Bank vintage standardised values are computed with (issue 37): the computed values, their checks and the
 * export's computed column follow the vintage chosen here from the next request on.
 */
export function WorldBankVintageCard() {
  const { data, error } = useQuery(SettingsWorldBankVintagesDocument);
  const [setVintage, { loading }] = useMutation(SettingsSetWorldBankVintageDocument);
  const inUse = data?.worldBankVintages.find((vintage) => vintage.inUse)?.vintage ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = chosen ?? inUse;

  const save = async () => {
    if (!shown) return;
    try {
      await setVintage({
        variables: { vintage: shown },
        update: (cache, { data: answer }) => {
          if (answer) {
            cache.writeQuery({
              query: SettingsWorldBankVintagesDocument,
              data: { worldBankVintages: answer.setWorldBankVintage },
            });
          }
        },
      });
      setChosen(null);
      notifications.show({ color: 'green', message: `Standardised values are now computed with vintage ${shown}.` });
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: 'The vintage was not changed',
        message: describeError(failure).message,
      });
    }
  };

  return (
    <SettingsCard
      title="World Bank data for standardised values"
      description="The download of the World Development Indicators (World Bank, CC BY 4.0) that computed values, their checks and the export's computed column use."
    >
      <LoadingState loaded={!!data} error={error} what="The World Bank vintages" />
      {data && (
        <Group align="flex-end" gap="sm">
          <Select
            label="Vintage in use"
            data={data.worldBankVintages.map((vintage) => ({
              value: vintage.vintage,
              label: `${vintage.vintage} (downloaded ${vintage.downloaded})`,
            }))}
            value={shown}
            onChange={setChosen}
            allowDeselect={false}
            w={280}
          />
          <Button onClick={() => void save()} loading={loading} disabled={!shown || shown === inUse}>
            Use this vintage
          </Button>
        </Group>
      )}
      {data && (
        <Text size="xs" c="dimmed">
          The vintage seeded in use is the one that reproduces the ESVD&apos;s own values best.
        </Text>
      )}
    </SettingsCard>
  );
}
