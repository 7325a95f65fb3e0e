import { PRIVACY_SUCCESS_MODAL_MS, PRIVACY_TEXTS } from '@lantern/shared';
import { useEffect, useRef } from 'react';
import { Modal } from '../../components/ui/modal.tsx';

/** The success modal 'Student Privacy' after signing; it closes by itself after 2000 ms (spec 2 §4, §9). */
export function PrivacySuccessModal({ onClose }: { onClose: () => void }) {
  // The timer starts once, when the modal shows; a re-render with a new callback must not restart it.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const timer = setTimeout(() => close.current(), PRIVACY_SUCCESS_MODAL_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Modal title={PRIVACY_TEXTS.modalTitle} isOpen onClose={onClose}>
      <p role="status">{PRIVACY_TEXTS.signedSuccess}</p>
    </Modal>
  );
}
