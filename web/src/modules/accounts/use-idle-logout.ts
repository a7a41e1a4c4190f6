import { notifications } from '@mantine/notifications';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { TouchSessionDocument } from './idle-logout.generated.ts';
import { apolloClient, endSession } from '../common/apollo.ts';
import { formatPeriod, startIdleTimer } from './idle-timer.ts';

/** What counts as the user doing something (spec 001 §4). */
const activityEvents = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
/** Spec 001 §9: a burst of events is one activity. */
const activityDebounceMs = 10;
/**
 * How often activity is reported to the server, whose own idle clock only ordinary requests move: a user reading a
 * long page makes none, and would otherwise be flagged and signed out there.
 */
const touchIntervalMs = 5 * 60 * 1000;
const idleNoticeId = 'idle-notice';

function touchSession(): void {
  // A refused touch means the session is over; the api client's session check takes it from there.
  apolloClient.mutate({ mutation: TouchSessionDocument, fetchPolicy: 'no-cache' }).catch(() => undefined);
}

/**
 * While signed in: after an idle period a notice that the session is about to end, gone with the next activity; after
 * a further idle period the session ends and the user is back on the home page with a notice saying why.
 */
export function useIdleLogout({ signedIn, idlePeriodMs }: { signedIn: boolean; idlePeriodMs: number }) {
  const navigate = useNavigate();
  // The router hands out a new navigate on every path (its declarative mode); the idle clock must not restart with it.
  const goHome = useEffectEvent(() => void navigate('/'));

  useEffect(() => {
    if (!signedIn) return;
    let lastTouchAt = Date.now();
    const touch = () => {
      lastTouchAt = Date.now();
      touchSession();
    };

    const timer = startIdleTimer({
      idlePeriodMs,
      onIdle: () =>
        notifications.show({
          id: idleNoticeId,
          title: 'Are you still there?',
          message: `You have been inactive for ${formatPeriod(idlePeriodMs)}. You will be logged out after another ${formatPeriod(idlePeriodMs)} without activity.`,
          color: 'yellow',
          autoClose: false,
        }),
      onActive: () => {
        notifications.hide(idleNoticeId);
        touch();
      },
      onTimeout: () => {
        notifications.hide(idleNoticeId);
        // Leave a page that needs the session before it ends, so no guard sends the user to the login form.
        goHome();
        void endSession().then(() =>
          notifications.show({
            title: 'You have been logged out',
            message: `There was no activity for ${formatPeriod(2 * idlePeriodMs)}. Please log in again to continue.`,
            autoClose: false,
          }),
        );
      },
    });

    let pending: ReturnType<typeof setTimeout> | undefined;
    const onActivity = () => {
      clearTimeout(pending);
      pending = setTimeout(() => {
        timer.activity();
        if (Date.now() - lastTouchAt >= touchIntervalMs) touch();
      }, activityDebounceMs);
    };
    const listenerOptions = { capture: true, passive: true };
    for (const event of activityEvents) window.addEventListener(event, onActivity, listenerOptions);

    return () => {
      for (const event of activityEvents) window.removeEventListener(event, onActivity, listenerOptions);
      clearTimeout(pending);
      timer.stop();
      notifications.hide(idleNoticeId);
    };
  }, [signedIn, idlePeriodMs]);
}
