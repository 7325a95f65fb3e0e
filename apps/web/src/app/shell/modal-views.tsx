import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import styles from './modal-views.module.css';
import type { ModalRequest } from './modals.tsx';
import type { NotificationTone } from './notifications.tsx';

const TONE_TITLES: Record<NotificationTone, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

/** The shell's modals: information, message and text display (spec 1 §2.7). Loaded lazily. */
export default function ModalView({ request, onClose }: { request: ModalRequest; onClose: () => void }) {
  switch (request.kind) {
    case 'information':
      return (
        <Modal
          isOpen
          title={request.title ?? 'Information'}
          onClose={onClose}
          showCloseButton={request.showCloseButton ?? false}
          actions={<Button onClick={onClose}>{request.okLabel ?? 'OK'}</Button>}
        >
          <div className={styles.message}>{request.message}</div>
        </Modal>
      );
    case 'message': {
      const tone = request.tone ?? 'info';
      return (
        <Modal
          isOpen
          title={request.title ?? TONE_TITLES[tone]}
          onClose={onClose}
          role={tone === 'error' ? 'alertdialog' : 'dialog'}
          actions={<Button onClick={onClose}>OK</Button>}
        >
          <p className={`${styles.message} ${styles[tone]}`}>{request.message}</p>
        </Modal>
      );
    }
    case 'text':
      return (
        <Modal
          isOpen
          size="large"
          title={request.title}
          onClose={onClose}
          actions={
            <>
              {request.printable && (
                <Button variant="secondary" onClick={() => printText(request.title, request.text)}>
                  Print
                </Button>
              )}
              <Button onClick={onClose}>Close</Button>
            </>
          }
        >
          <div className={styles.text}>{request.text}</div>
        </Modal>
      );
  }
}

/** Opens the text in a 1280x700 pop-up and prints it. Built with DOM calls: the text is never parsed as HTML. */
function printText(title: string, text: string) {
  const popup = window.open('', 'lantern-print', 'width=1280,height=700');
  if (!popup) return;
  const doc = popup.document;
  doc.title = title;
  doc.body.replaceChildren();
  doc.body.style.font = '16px/1.5 system-ui, sans-serif';
  doc.body.style.margin = '32px';
  const heading = doc.createElement('h1');
  heading.textContent = title;
  const body = doc.createElement('div');
  body.style.whiteSpace = 'pre-wrap';
  body.textContent = text;
  doc.body.append(heading, body);
  popup.focus();
  popup.print();
}
