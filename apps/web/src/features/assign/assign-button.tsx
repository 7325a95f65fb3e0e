import { lazy, Suspense, useState } from 'react';
import { type ButtonVariant, buttonClass } from '../../components/ui/button.tsx';
import { usePrivacyGate } from '../privacy/index.ts';

const AssignModal = lazy(() => import('./assign-modal.tsx'));

interface AssignButtonProps {
  /** A lesson's code or an assignable resource's code (decision 0042). */
  activityCode: string;
  title: string;
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  className?: string;
  /** Replaces the button's own content (e.g. an icon and text in the resource action bar). */
  children?: React.ReactNode;
  /** Runs before the modal opens (the lesson editor saves first, so what is assigned is what is on screen). */
  beforeOpen?: () => Promise<unknown>;
}

/** Opens the Assign to Class modal (loaded on first use: most visits never assign). */
export function AssignButton({
  activityCode,
  title,
  variant = 'secondary',
  size = 'small',
  className,
  children,
  beforeOpen,
}: AssignButtonProps) {
  const [open, setOpen] = useState(false);
  const { ensureAcknowledged } = usePrivacyGate();
  return (
    <>
      <button
        type="button"
        className={className ?? buttonClass(variant, size)}
        aria-label={`Assign ${title}`}
        aria-haspopup="dialog"
        onClick={async () => {
          // Assigning needs the student-privacy acknowledgement (spec 2 §1): the privacy modal comes first
          // (at once resolved when already signed), as for New class; the modal still handles a late 403.
          if (!(await ensureAcknowledged())) return;
          await beforeOpen?.();
          setOpen(true);
        }}
      >
        {children ?? 'Assign'}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AssignModal activityCode={activityCode} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
