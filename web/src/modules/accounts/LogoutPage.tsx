import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { endSession } from '../common/apollo.ts';
import { PageLoader } from '../common/PageLoader.tsx';

/** /logout (spec 000 §2): the server revokes the session, the tab forgets it, and the user is back home. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void endSession().then(() => navigate('/', { replace: true }));
  }, [navigate]);

  return <PageLoader />;
}
