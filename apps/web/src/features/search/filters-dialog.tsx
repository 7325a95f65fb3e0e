import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../components/ui/button.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import styles from './filters-dialog.module.css';

interface FiltersDialogProps {
  onClose: () => void;
  /** The facet groups; a choice applies at once, so the results behind are already up to date. */
  children: ReactNode;
  /** 'Show 12 resources': what closing leads back to. */
  showLabel: string;
  /** Null when nothing is chosen: the button stays (focus on it is not lost) but does nothing. */
  onClear: (() => void) | null;
}

/**
 * The search filters on a small screen: a drawer from the side (React Aria's Modal, so focus is kept
 * inside, the page behind is inert, Escape or the backdrop closes it and focus returns to the
 * 'Filters' button). Loaded only when opened.
 */
export default function FiltersDialog({ onClose, children, showLabel, onClear }: FiltersDialogProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              Filters
            </Heading>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close filters">
              <CloseIcon />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          <div className={styles.footer}>
            <Button variant="ghost" aria-disabled={onClear === null || undefined} onClick={() => onClear?.()}>
              Clear all
            </Button>
            <Button onClick={onClose}>{showLabel}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
