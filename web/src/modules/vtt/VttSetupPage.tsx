import { Container, Grid, NavLink, Paper, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';

import { BiomeEntry } from './setup/BiomeEntry.tsx';
import { BiomeList } from './setup/BiomeList.tsx';
import { BiomeManage } from './setup/BiomeManage.tsx';
import { NamedEntries, NamedEntryForm, namedKinds } from './setup/NamedEntries.tsx';
import { VariableDetailEntry } from './setup/VariableDetailEntry.tsx';
import { setupAddress, setupSections, setupViewOf, type SetupSection, type SetupView } from './setup-address.ts';

/**
 * /vtt, the value transfer tool setup (spec 001 §2): a left menu of Biome, Sub biome and Variables, and the chosen
 * section's list, entry form, a biome's variable details and their form, titled "Value Transfer Tool - {section}".
 */
export function VttSetupPage() {
  const [searchParams] = useSearchParams();
  const view = setupViewOf(searchParams);

  return (
    <Container size="xl" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'lg' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 3, lg: 2 }}>
          <nav aria-label="Value Transfer Tool sections">
            {(Object.entries(setupSections) as [SetupSection, string][]).map(([section, label]) => (
              <NavLink
                key={section}
                component={Link}
                to={setupAddress({ section, view: 'list' })}
                label={label}
                active={view.section === section}
                aria-current={view.section === section ? 'page' : undefined}
              />
            ))}
          </nav>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9, lg: 10 }}>
          <Stack gap="md">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Value Transfer Tool - {setupSections[view.section]}
            </Title>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
              <SetupContent key={setupAddress(view)} view={view} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function SetupContent({ view }: { view: SetupView }) {
  if (view.view === 'manage') return <BiomeManage biomeId={view.id} />;
  if (view.view === 'detail') return <VariableDetailEntry biomeId={view.biomeId} detailId={view.id} />;
  if (view.section === 'biome') return view.view === 'entry' ? <BiomeEntry biomeId={view.id} /> : <BiomeList />;
  const kind = namedKinds[view.section];
  return view.view === 'entry' ? <NamedEntryForm kind={kind} id={view.id} /> : <NamedEntries kind={kind} />;
}
