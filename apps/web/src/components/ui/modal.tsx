import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons.tsx';
import styles from './modal.module.css';

interface ModalProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom of the dialog. */
  actions?: ReactNode;
  /** Show the close cross in the corner. */
  showCloseButton?: boolean;
  /** Close when the backdrop is clicked (Escape always closes unless keyboardDismissDisabled). */
  dismissOnOutsideClick?: boolean;
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
}

/**
 * An accessible modal dialog (React Aria): focus is trapped and restored, the page behind is
 * inert, Escape closes it, and the heading labels it. Import it lazily: it is not small.
 */
export function Modal({
  title,
  isOpen,
  onClose,
  children,
  actions,
  showCloseButton = true,
  dismissOnOutsideClick = true,
  role = 'dialog',
  size = 'small',
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={dismissOnOutsideClick}
      className={styles.overlay}
    >
      <AriaModal className={`${styles.modal} ${styles[size]}`}>
        <Dialog role={role} className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {showCloseButton && (
              <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
                <CloseIcon />
              </button>
            )}
          </div>
          <div className={styles.body}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
