import { ActionIcon, Affix } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

import { errorMessages } from '../common/errors.ts';
import classes from './FeedbackButton.module.css';

/**
 * The form's code, fetched when the user is about to open it (pointer over the button, or focus on it): it brings
 * the form library and the validation rules, which the first page does without.
 */
const loadFeedbackModal = () => import('./FeedbackModal.tsx');

type FeedbackModalComponent = Awaited<ReturnType<typeof loadFeedbackModal>>['FeedbackModal'];

/** Spec 001 §9: a pulse every 2 minutes, 10 in all, each 1.1 s long. */
export const feedbackPulse = { everyMs: 120_000, count: 10, lengthMs: 1_100 } as const;

/**
 * The floating feedback button for signed-in users (spec 001 §2, §4): it pulses now and then to be noticed, and
 * opens the feedback form.
 */
export function FeedbackButton() {
  const [opened, modal] = useDisclosure(false);
  const [FeedbackModal, setFeedbackModal] = useState<FeedbackModalComponent | null>(null);
  const [pulses, setPulses] = useState(0);
  const [pulsing, setPulsing] = useState(false);

  useEffect(() => {
    if (pulses >= feedbackPulse.count) return;
    const next = setTimeout(() => {
      setPulsing(true);
      setPulses((count) => count + 1);
    }, feedbackPulse.everyMs);
    return () => clearTimeout(next);
  }, [pulses]);

  useEffect(() => {
    if (!pulsing) return;
    const end = setTimeout(() => setPulsing(false), feedbackPulse.lengthMs);
    return () => clearTimeout(end);
  }, [pulsing]);

  const open = () => {
    if (FeedbackModal) {
      modal.open();
      return;
    }
    loadFeedbackModal().then(
      (module) => {
        // Mounted closed first, then opened: the dialog remembers what had focus (this button) only when it opens
        // after its first render, and gives focus back to it when it closes, as before the form loaded lazily.
        flushSync(() => setFeedbackModal(() => module.FeedbackModal));
        modal.open();
      },
      (error: unknown) => {
        // E.g. a deploy replaced the chunk: the user is told, and the next click tries again.
        console.error(error);
        notifications.show({ color: 'red', message: errorMessages.unexpected });
      },
    );
  };
  const prefetch = () => void loadFeedbackModal().catch(() => undefined);

  return (
    <>
      {/* data-feedback-button: the layout keeps room for the button (AppLayout.module.css). */}
      <Affix position={{ bottom: 24, right: 24 }} data-feedback-button>
        <ActionIcon
          size={56}
          radius="xl"
          aria-label="Send feedback or a feature request"
          aria-haspopup="dialog"
          className={`${classes.button} ${pulsing ? classes.pulsing : ''}`}
          data-pulsing={pulsing || undefined}
          onClick={open}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <IconMessageChatbot size="1.4rem" aria-hidden />
        </ActionIcon>
      </Affix>
      {FeedbackModal && <FeedbackModal opened={opened} onClose={modal.close} />}
    </>
  );
}
