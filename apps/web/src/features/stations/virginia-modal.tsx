import { EMEDIAVA_URL } from '@lantern/shared';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ExternalIcon } from '../../components/ui/icons.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import styles from './station-prompts.module.css';

/**
 * The Virginia modal: opened on load once per browser session when the server learned the visitor
 * is in Virginia (see docs/decisions/0007-default-station-and-virginia-flag.md). Virginia's
 * teachers also have the state's own education media service, eMediaVA. Loaded lazily.
 */
export default function VirginiaModal({ onClose }: { onClose: () => void }) {
  const { productName } = getPageConfig();
  return (
    <Modal
      isOpen
      title="Teaching in Virginia?"
      onClose={onClose}
      actions={
        <>
          <a className={buttonClass('secondary')} href={EMEDIAVA_URL}>
            Visit eMediaVA <span className="visually-hidden">(external link)</span>
            <ExternalIcon size={16} />
          </a>
          <Button onClick={onClose}>Continue to {productName}</Button>
        </>
      }
    >
      <p className={styles.message}>
        Virginia educators also have eMediaVA, the state’s free library of teaching media aligned to the
        Virginia Standards of Learning. You can use it alongside {productName} and your local station.
      </p>
    </Modal>
  );
}
