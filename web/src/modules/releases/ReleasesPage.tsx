import { useQuery } from '@apollo/client/react';
import { releaseFormats, type ReleaseFormat } from '@esvd/schema/rules/releases';
import { Alert, Anchor, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import type { ReleasesQuery } from '../../gql/graphql.ts';
import { ReleaseDiffDocument, ReleasesDocument } from './releases.generated.ts';
import { isGranted, useViewer } from '../access/index.ts';
import { CopyTextButton } from '../common/CopyTextButton.tsx';
import { CsvDownloadButton } from '../common/CsvDownloadButton.tsx';
import { formatDateTime } from '../common/date-time.ts';
import { formatCount } from '../common/format.ts';
import { LoadingState } from '../common/LoadingState.tsx';
import { PageFrame } from '../common/PageFrame.tsx';
import { dataPackageUrl, releaseDiffUrl, releaseDownloadUrl } from './paths.ts';

type Release = ReleasesQuery['releases'][number];

const formatNames: Record<ReleaseFormat, string> = { csv: 'CSV', xlsx: 'XLSX', parquet: 'Parquet' };

/**
 * /releases (issue 38): each saved database version froze the published records as a release, which never changes:
 * its citation, its files, and what changed since another release. Listed for everyone; the files are for those who
 * may read the database.
 */
export function ReleasesPage() {
  const { data, error } = useQuery(ReleasesDocument, { fetchPolicy: 'cache-and-network' });
  const { viewer } = useViewer();
  const mayDownload = !!viewer && isGranted(viewer, 'esvd');
  const releases = data?.releases ?? [];

  return (
    <PageFrame
      size="lg"
      title="Releases"
      intro="Each database version an administrator publishes freezes the published records as a release. A release
        never changes: cite it by its label, and anyone can download the same records later to check a result."
    >
      <LoadingState loaded={!!data} error={error} what="The releases" />
      {data && releases.length === 0 && (
        <Alert icon={<IconInfoCircle aria-hidden />} title="No release yet">
          A release is made when an administrator saves a new database version (Admin, Various Settings).
        </Alert>
      )}
      {data && releases.length > 0 && !mayDownload && (
        <Alert icon={<IconInfoCircle aria-hidden />}>
          <Anchor component={Link} to="/login/releases" inherit>
            Log in
          </Anchor>{' '}
          to download the releases and compare them.
        </Alert>
      )}
      {releases.map((release) => (
        <ReleaseCard key={release.label} release={release} releases={releases} mayDownload={mayDownload} />
      ))}
    </PageFrame>
  );
}

interface ReleaseCardProps {
  release: Release;
  releases: readonly Release[];
  mayDownload: boolean;
}

function ReleaseCard({ release, releases, mayDownload }: ReleaseCardProps) {
  const headingId = `release-${release.label}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId} data-testid="release">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {release.label}
          </Title>
          <Text size="sm" c="dimmed">
            Made {formatDateTime(release.createdOn)} · {formatCount(release.recordCount)} records · computed columns
            with the World Bank data of {release.vintage}
          </Text>
        </div>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Cite as
          </Text>
          <Text size="sm" data-testid="release-citation">
            {release.citation}
          </Text>
          <CopyTextButton text={release.citation} label="Copy citation" />
        </Stack>
        {mayDownload && (
          <>
            <Group gap="xs" aria-label={`Files of ${release.label}`} role="group">
              {releaseFormats.map((format) => (
                <CsvDownloadButton
                  key={format}
                  label={`Download ${formatNames[format]}`}
                  url={releaseDownloadUrl(release.label, format)}
                  fallbackName={`ESVD_release_${release.label}.${format}`}
                  variant="default"
                  size="xs"
                />
              ))}
              <Anchor href={dataPackageUrl(release.label)} size="sm" target="_blank">
                Data package (JSON)
              </Anchor>
            </Group>
            <ReleaseComparison release={release} releases={releases} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** "Compare with": another release's label; the older of the two is the starting point. */
function ReleaseComparison({ release, releases }: { release: Release; releases: readonly Release[] }) {
  const [other, setOther] = useState<string | null>(null);
  const others = releases.filter((candidate) => candidate.label !== release.label);
  const otherRelease = others.find((candidate) => candidate.label === other);
  const [from, to] =
    otherRelease && otherRelease.createdOn > release.createdOn
      ? [release.label, otherRelease.label]
      : [otherRelease?.label ?? '', release.label];
  const { data, error, loading } = useQuery(ReleaseDiffDocument, { variables: { from, to }, skip: !otherRelease });
  if (others.length === 0) return null;
  const diff = data?.releaseDiff;
  return (
    <Stack gap="xs">
      <Select
        label="Compare with"
        placeholder="Choose a release"
        data={others.map((candidate) => candidate.label)}
        value={other}
        onChange={setOther}
        clearable
        maw={260}
        size="sm"
      />
      {otherRelease && (
        <div aria-live="polite" aria-busy={loading}>
          {error && <Text c="red">{error.message}</Text>}
          {diff && diff.from === from && diff.to === to && (
            <Group gap="sm" align="center">
              <Text size="sm" data-testid="release-diff">
                From {from} to {to}: {formatCount(diff.added)} added, {formatCount(diff.changed)} changed,{' '}
                {formatCount(diff.removed)} removed, {formatCount(diff.unchanged)} unchanged.
              </Text>
              {diff.added + diff.changed + diff.removed > 0 && (
                <CsvDownloadButton
                  label="Download the changes (CSV)"
                  url={releaseDiffUrl(from, to)}
                  fallbackName={`ESVD_release_diff_${from}_${to}.csv`}
                  variant="default"
                  size="xs"
                />
              )}
            </Group>
          )}
        </div>
      )}
    </Stack>
  );
}
