import {
  Anchor,
  Blockquote,
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconDatabase,
  IconFilePlus,
  IconMail,
  IconScale,
  IconSearch,
  IconUserPlus,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useViewer } from '../access/index.ts';
import { contactEmail, productName, productTitle } from '../common/product.ts';
import { useCurrentDatabaseVersion } from '../reference-info/index.ts';
import { TotalValuationCount } from './TotalValuationCount.tsx';

/** Spec 000 §1: what the database is, its terms of use, how to register, contribute and get in touch. */
export function HomePage() {
  const { viewer } = useViewer();
  const signedIn = viewer?.signedIn ?? false;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <Title order={1} fz={{ base: 28, sm: 36 }}>
                {productTitle}
              </Title>
              <Text size="lg">
                The {productName} brings together monetary values of ecosystem services from valuation studies around
                the world. Every value record is standardised to international dollars per hectare per year at 2020
                prices (Int$/ha/year), so that values reported in different currencies, years and units can be compared,
                summarised and transferred.
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/esvd" leftSection={<IconSearch size={18} aria-hidden />}>
                  Search value records
                </Button>
                {!signedIn && (
                  <Button
                    component={Link}
                    to="/signup"
                    variant="default"
                    leftSection={<IconUserPlus size={18} aria-hidden />}
                  >
                    Create a free account
                  </Button>
                )}
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <TotalValuationCount />
          </Grid.Col>
        </Grid>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <HomeSection id="about" title="What the database holds" icon={IconDatabase}>
            <Text>
              Each value record comes from a primary valuation study and describes one value of one ecosystem service at
              one study site. Besides the original value, currency and unit, a record carries:
            </Text>
            <List spacing={4} size="sm">
              <List.Item>the ecosystem, classified by ESVD 2.0 biome, ecozone and ecosystem;</List.Item>
              <List.Item>the ecosystem service, classified by TEEB, CICES and SEEA;</List.Item>
              <List.Item>the study site: country, continent, coordinates, area and protection status;</List.Item>
              <List.Item>the valuation method, the valued change and the beneficiaries;</List.Item>
              <List.Item>
                the standardised value in Int$/ha/year at 2020 prices and the record&apos;s review status.
              </List.Item>
            </List>
            <Text size="sm" c="dimmed">
              Values that cannot be standardised, for instance because a study reports no site area, are kept with their
              original figures and left empty in the standardised column.
            </Text>
          </HomeSection>

          <HomeSection id="users" title="Who uses it" icon={IconUsersGroup}>
            <Text>
              Environmental economists use the database for <strong>benefit transfer</strong>: estimating the value of
              an ecosystem where no primary study exists from comparable sites elsewhere.
            </Text>
            <Text>
              Policy analysts and public agencies draw on it for <strong>cost-benefit analysis</strong> and{' '}
              <strong>policy appraisal</strong>; natural capital accountants for valuing ecosystem service flows in{' '}
              <strong>SEEA ecosystem accounts</strong>; researchers and lecturers for studying how values vary by
              ecosystem, service, method and region.
            </Text>
            <Text size="sm" c="dimmed">
              Summary statistics by biome and ecozone, a map of study sites and the Value Transfer Tool help turn the
              records into estimates for your own site.
            </Text>
          </HomeSection>
        </SimpleGrid>

        <TermsOfUse />

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <HomeSection id="register" title="How to register" icon={IconUserPlus}>
            <Text>
              Anyone can read this page and view the valuations of a single study. To search the full database with
              filters, see the results as a table or on a map, compute summary statistics and download data, create a
              free account:
            </Text>
            <List type="ordered" spacing={4} size="sm">
              <List.Item>sign up with your name, organisation, sector and the purpose of your work;</List.Item>
              <List.Item>confirm your email address with the link we send you, within 24 hours;</List.Item>
              <List.Item>log in and start searching.</List.Item>
            </List>
            {!signedIn && (
              <Group gap="sm">
                <Button component={Link} to="/signup" variant="light">
                  Register for free
                </Button>
                <Anchor component={Link} to="/login" size="sm">
                  Already registered? Log in
                </Anchor>
              </Group>
            )}
          </HomeSection>

          <HomeSection id="contribute" title="How to contribute" icon={IconFilePlus}>
            <Text>
              The database grows with the literature. If you know a valuation study that is not yet included, your own
              or someone else&apos;s, send it to us through the{' '}
              <Anchor component={Link} to="/suggest">
                study suggestion form
              </Anchor>{' '}
              (you need a free account): its title, why it belongs in the database, and the document itself (PDF, Word,
              ODT or plain text; up to two files, 10 MB in total).
            </Text>
            <Text>
              Our data analysts review every suggestion, code its values into value records following the {productName}{' '}
              protocol, and publish the study once its entry is complete and checked.
            </Text>
          </HomeSection>
        </SimpleGrid>

        <HomeSection id="contact" title="Contact" icon={IconMail}>
          <Text>
            Questions about the data, a correction to a value record, or an idea for working together? Write to us at{' '}
            <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>. Please include the value ID or study ID
            when your message is about particular records.
          </Text>
        </HomeSection>
      </Stack>
    </Container>
  );
}

function HomeSection({
  id,
  title,
  icon: SectionIcon,
  children,
}: {
  id: string;
  title: string;
  icon: Icon;
  children: ReactNode;
}) {
  const headingId = `home-${id}`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <SectionIcon size={20} />
          </ThemeIcon>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Terms of use (spec 000 §1): the citation is the one in the footer, taken from the current database version. */
function TermsOfUse() {
  const { databaseVersion } = useCurrentDatabaseVersion();
  const citation = databaseVersion?.referenceText;

  return (
    <HomeSection id="terms" title="Terms of use" icon={IconScale}>
      <Text>
        The data are free to use for research, policy and teaching. When you use values from the {productName} in a
        report, an article, a model or a decision, please cite the database
        {citation
          ? ' as follows:'
          : ' by its name, the database version shown at the foot of every page, and the date you accessed it.'}
      </Text>
      {citation && (
        <Blockquote p="md" data-testid="terms-citation">
          {citation}
        </Blockquote>
      )}
      <Text>
        The data are provided as is, without warranty of any kind. Each value reflects the context, method and
        assumptions of its primary study: read the original study before transferring a value to another site or
        decision, and take care when adding up values of services that may overlap. Neither the {productName} team nor
        the study authors accept liability for decisions based on the data.
      </Text>
    </HomeSection>
  );
}
