import { FEEDBACK_FRAME_CLOSE_MESSAGE } from '@lantern/shared';
import { useEffect } from 'react';
import { Modal } from '../../components/ui/modal.tsx';
import styles from './feedback-modal.module.css';

/** Lantern's own feedback form page, which the modal frames (the server lets only this site frame it). */
export function feedbackFormSrc(pagePath: string): string {
  return `/feedback/form/?${new URLSearchParams({ page: pagePath }).toString()}`;
}

/**
 * The feedback form modal (spec 1 §2.7): the form is an embedded page, in an iframe 620 px high. Loaded
 * lazily with the dialog code.
 */
export default function FeedbackModal({ pagePath, onClose }: { pagePath: string; onClose: () => void }) {
  // Escape pressed inside the frame arrives as a message from it (feedback-form-page.tsx).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data === FEEDBACK_FRAME_CLOSE_MESSAGE) onClose();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onClose]);
  return (
    <Modal isOpen title="Send feedback" onClose={onClose} size="medium">
      <iframe className={styles.frame} title="Feedback form" src={feedbackFormSrc(pagePath)} height={620} />
    </Modal>
  );
}
