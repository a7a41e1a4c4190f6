import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { isGranted, useViewer } from '../access/index.ts';
import { recordPath } from './paths.ts';

/**
 * A value record's ValueId (or `children`) as a link to its page for those who may read the database, plain text
 * for everyone else: public pages show it too.
 */
export function RecordLink({ valueId, children }: { valueId: number; children?: ReactNode }) {
  const { viewer } = useViewer();
  const text = children ?? String(valueId);
  if (!viewer || !isGranted(viewer, 'esvd')) return <>{text}</>;
  return (
    <Anchor component={Link} to={recordPath(valueId)} inherit>
      {text}
    </Anchor>
  );
}
