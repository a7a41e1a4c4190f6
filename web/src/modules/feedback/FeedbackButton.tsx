import { ActionIcon, Affix } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

import { useComponentOnDemand } from '../common/use-component-on-demand.ts';
import classes from './FeedbackButton.module.css';

/**
 * The form's code, fetched when the user is about to open it (pointer over the button, or focus on it): it brings
 * the form library and the validation rules, which the first page does without.
 */
const loadFeedbackModal = () => import('./FeedbackModal.tsx').then((module) => module.FeedbackModal);

/** Spec 001 §9: a pulse every 2 minutes, 10 in all, each 1.1 s long. */
export const feedbackPulse = { everyMs: 120_000, count: 10, lengthMs: 1_100 } as const;

/**
 * The floating feedback button for signed-in users (spec 001 §2, §4): it pulses now and then to be noticed, and
 * opens the feedback form.
 */
export function FeedbackButton() {
  const [opened, modal] = useDisclosure(false);
  const { Component: FeedbackModal, mountThen } = useComponentOnDemand(loadFeedbackModal);
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

  const open = () => (FeedbackModal ? modal.open() : void mountThen(modal.open));
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
