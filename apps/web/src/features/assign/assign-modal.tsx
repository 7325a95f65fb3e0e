import { ASSIGNMENT_MESSAGES, type AssignReply } from '@lantern/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { isPrivacyGateRefusal, usePrivacyGate } from '../privacy/index.ts';
import styles from './assign.module.css';
import { ASSIGN_REVIEW_DELAY_MS, postAssign, useRosters } from './assign-api.ts';
import {
  type AssignSelection,
  assignBody,
  canAssign,
  canChooseStudents,
  EMPTY_SELECTION,
} from './assign-selection.ts';
import { ClassesStep, ReviewStep, StudentsStep } from './assign-steps.tsx';

type Phase = 'classes' | 'students' | 'assigning' | 'success' | 'failed' | 'review' | 'gate';

interface AssignModalProps {
  /** A lesson's code or an assignable resource's code (decision 0042). */
  activityCode: string;
  /** What is being assigned, for the heading. */
  title: string;
  onClose: () => void;
}

/**
 * The Assign to Class modal (spec 2 "Assign to Class modal", §4, §5): 1 choose classes, 2 choose students, 3
 * 'Assigning...' then 'Success!' or the failure view whose retry resends, 4 the review with the quick-assign
 * code. When the server answers the privacy gate's 403 this modal steps aside for the privacy modal and assigns
 * once the teacher has acknowledged (decision 0035).
 */
export default function AssignModal({ activityCode, title, onClose }: AssignModalProps) {
  const [phase, setPhase] = useState<Phase>('classes');
  const [selection, setSelection] = useState<AssignSelection>(EMPTY_SELECTION);
  const [reply, setReply] = useState<AssignReply | null>(null);
  /** The server's own words when it refused what was sent (4xx: e.g. a student left the class meanwhile). */
  const [refusal, setRefusal] = useState('');
  const rosters = useRosters(true);
  const { ensureAcknowledged } = usePrivacyGate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function send(retried = false): Promise<void> {
    setPhase('assigning');
    setRefusal('');
    try {
      const result = await postAssign(assignBody(activityCode, selection));
      setReply(result);
      setPhase('success');
      timer.current = setTimeout(() => setPhase('review'), ASSIGN_REVIEW_DELAY_MS);
    } catch (error) {
      if (!retried && isPrivacyGateRefusal(error)) {
        setPhase('gate');
        if (await ensureAcknowledged()) return send(true);
        setPhase('students');
        return;
      }
      if (error instanceof ApiRequestError && error.status < 500 && error.body.message)
        setRefusal(error.body.message);
      setPhase('failed');
    }
  }

  const list = rosters.data ?? [];
  let body: React.ReactNode;
  let actions: React.ReactNode = null;
  if (phase === 'classes') {
    body = (
      <ClassesStep
        rosters={list}
        loading={rosters.isPending}
        failed={rosters.isError}
        selection={selection}
        onChange={setSelection}
      />
    );
    actions = (
      <>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          aria-disabled={!canChooseStudents(selection) || undefined}
          onClick={() => canChooseStudents(selection) && setPhase('students')}
        >
          Select Students
        </Button>
      </>
    );
  } else if (phase === 'students') {
    body = <StudentsStep rosters={list} selection={selection} onChange={setSelection} />;
    actions = (
      <>
        <Button variant="secondary" onClick={() => setPhase('classes')}>
          Go Back
        </Button>
        <Button
          aria-disabled={!canAssign(selection) || undefined}
          onClick={() => canAssign(selection) && send()}
        >
          Assign
        </Button>
      </>
    );
  } else if (phase === 'assigning' || phase === 'gate') {
    body = (
      <p role="status" className={styles.progress}>
        Assigning...
      </p>
    );
  } else if (phase === 'success') {
    body = (
      <p role="status" className={styles.progress}>
        Success!
      </p>
    );
  } else if (phase === 'failed') {
    body = (
      <div role="alert" className={styles.failure}>
        <p className={styles.failureTitle}>{ASSIGNMENT_MESSAGES.assignFailedTitle}</p>
        {refusal && <p>{refusal}</p>}
      </div>
    );
    actions = (
      <>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            // The classes may have changed since the list was read: read them again.
            void rosters.refetch();
            setPhase('classes');
          }}
        >
          Go Back
        </Button>
        <Button onClick={() => send()}>{ASSIGNMENT_MESSAGES.assignFailedRetry}</Button>
      </>
    );
  } else if (reply) {
    body = <ReviewStep reply={reply} />;
    actions = <Button onClick={onClose}>Done</Button>;
  }

  return (
    <Modal
      title={phase === 'review' ? `Assigned: ${title}` : `Assign ${title}`}
      isOpen={phase !== 'gate'}
      onClose={onClose}
      size="medium"
      dismissOnOutsideClick={false}
      actions={actions}
    >
      {body}
    </Modal>
  );
}
