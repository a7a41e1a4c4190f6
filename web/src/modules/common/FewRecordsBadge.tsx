import { hasFewRecords } from '@esvd/schema/rules/summary-statistics';
import { Badge } from '@mantine/core';

/** "Few records" beside a biome or ecozone summarised from 1 to 4 records; nothing for none or enough. */
export function FewRecordsBadge({ count, ml }: { count: number; ml?: number }) {
  if (count === 0 || !hasFewRecords(count)) return null;
  return (
    <Badge size="xs" variant="light" color="orange" ml={ml}>
      Few records
    </Badge>
  );
}
