import { useQuery } from '@apollo/client/react';
import { Alert, List, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';

import { LoadingState } from '../common/LoadingState.tsx';
import { VttBiomesDocument, VttDetailDocument } from './vtt.generated.ts';
import { PageFrame } from '../common/PageFrame.tsx';
import { BiomeCalculator } from './calculator/BiomeCalculator.tsx';
import { calculatorAddressOf, calculatorSearch } from './calculator/calculator-url.ts';

/**
 * /vtt/calculations, the value transfer calculator (spec 001 §2), open to everyone: choose a biome, one variable for
 * each of its sub biomes and a value for each standalone variable, and get the ecosystem service value with its
 * confidence interval. Administrators see every biome, everyone else the biomes shown for user calculations. The
 * address holds the choices, so a calculation can be shared.
 */
export function VttCalculatorPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = calculatorAddressOf(searchParams);
  // An administrator may come from the setup, where the biomes changed.
  const biomes = useQuery(VttBiomesDocument, { fetchPolicy: 'cache-and-network' });
  // The setup's links name a detail: its biome is the one to open.
  const linkedDetail = useQuery(VttDetailDocument, {
    variables: { id: address.detailId ?? 0 },
    skip: address.biomeId !== null || address.detailId === null,
  });
  const biomeId = address.biomeId ?? linkedDetail.data?.vttVariableDetail.vttBiomeId ?? null;

  return (
    <PageFrame
      title="Value transfer calculator"
      intro="Estimate the value of an ecosystem's services at a site from the value function of its biome."
      size="lg"
    >
      <ReadMe />
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title="All fields are required" />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          {biomes.data ? (
            biomes.data.vttBiomes.length === 0 ? (
              <Text>There are no biomes to calculate with yet.</Text>
            ) : (
              <Select
                label="Biome"
                placeholder="Choose a biome"
                data={biomes.data.vttBiomes.map((biome) => ({ value: String(biome.id), label: biome.name }))}
                value={biomeId === null ? null : String(biomeId)}
                onChange={(id) => setSearchParams(id ? calculatorSearch(Number(id)) : new URLSearchParams())}
                allowDeselect={false}
                searchable
                maw={480}
              />
            )
          ) : (
            <LoadingState loaded={false} error={biomes.error} what="The biomes" />
          )}
          {linkedDetail.error && <LoadingState loaded={false} error={linkedDetail.error} what="The linked variable" />}
          {biomeId !== null && <BiomeCalculator key={biomeId} biomeId={biomeId} address={address} />}
        </Stack>
      </Paper>
    </PageFrame>
  );
}

/** The Read Me card (spec 001 §2). */
function ReadMe() {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="vtt-read-me">
      <Title order={2} fz="lg" id="vtt-read-me" mb="xs">
        Read Me
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>Values are in international dollars per hectare per year (Int$/ha/year) at 2020 prices.</List.Item>
        <List.Item>
          The ranges of the variables are limited to those observed in the database: a value outside them is refused.
        </List.Item>
        <List.Item>
          The default value of a variable equals its mean across the study sites of the biome (“Use default value”).
        </List.Item>
        <List.Item>All fields are required.</List.Item>
      </List>
    </Paper>
  );
}
