import { useEffect } from 'react';

import { useViewer } from '../access/index.ts';
import { verifySession } from '../common/apollo.ts';
import { idlePeriodMs } from './idle-timer.ts';
import { useIdleLogout } from './use-idle-logout.ts';

/**
 * Looks after the session of the tab: on page load it restores it (a token the server no longer knows is dropped),
 * and while signed in it signs out after the idle periods of spec 001 §4. Renders nothing.
 */
export function SessionKeeper() {
  const { viewer } = useViewer();

  useEffect(() => {
    void verifySession();
  }, []);

  useIdleLogout({ signedIn: viewer?.signedIn ?? false, idlePeriodMs });
  return null;
}
