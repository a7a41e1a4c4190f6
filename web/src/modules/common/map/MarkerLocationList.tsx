import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useDeferredValue, useId, useMemo, useState, type Ref } from 'react';

import { markerKey, markerLabel, type ValuationMarker } from './markers.ts';
import classes from './ValuationMap.module.css';

/** Enough to scan; a broad search may have thousands of places, which the search box narrows down. */
const shownLocationLimit = 100;

interface MarkerLocationListProps {
  ref: Ref<HTMLDivElement>;
  markers: readonly ValuationMarker[];
  selectedKey: string | null;
  onChoose: (marker: ValuationMarker) => void;
}

/** The markers as a list of buttons, "Lake Naivasha — 3 valuations": the map for keyboards and screen readers. */
export function MarkerLocationList({ ref, markers, selectedKey, onChoose }: MarkerLocationListProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim().toLowerCase());
  const listId = useId();

  const locations = useMemo(
    () =>
      markers
        .map((marker) => ({ marker, key: markerKey(marker), label: markerLabel(marker) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en')),
    [markers],
  );
  const matching = deferredSearch
    ? locations.filter((location) => location.label.toLowerCase().includes(deferredSearch))
    : locations;
  const shown = matching.slice(0, shownLocationLimit);

  return (
    <div ref={ref}>
      <Button
        variant="subtle"
        px={4}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={listId}
        leftSection={opened ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
      >
        Locations on the map ({locations.length.toLocaleString('en-US')})
      </Button>
      {opened && (
        <Stack id={listId} gap="xs" mt="xs">
          <TextInput
            label="Find a location"
            size="sm"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <ul className={classes.locations}>
            {shown.map(({ marker, key, label }) => (
              <li key={key}>
                <Button
                  variant={key === selectedKey ? 'light' : 'subtle'}
                  size="compact-sm"
                  fullWidth
                  justify="flex-start"
                  aria-pressed={key === selectedKey}
                  data-location-key={key}
                  onClick={() => onChoose(marker)}
                  classNames={{ root: classes.locationButton, label: classes.locationLabel }}
                >
                  {label}
                </Button>
              </li>
            ))}
          </ul>
          {matching.length > shown.length && (
            <Text size="xs" c="dimmed">
              The first {shown.length} of {matching.length.toLocaleString('en-US')} locations; type to narrow the list.
            </Text>
          )}
          {matching.length === 0 && (
            <Text size="sm" c="dimmed">
              No location matches.
            </Text>
          )}
        </Stack>
      )}
    </div>
  );
}
