import {
  type ClassStudent,
  formatSigninCardCode,
  SIGNIN_CARD_PAGE,
  type SigninCard,
  signinCardPath,
} from '@lantern/shared';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { countText } from '../../lib/format-count.ts';
import { ConfirmDialog } from './class-dialogs.tsx';
import { useIssueClassSigninCards, useIssueSigninCard, useRevokeSigninCard } from './classes-api.ts';
import printStyles from './print.module.css';
import { PrintSheet } from './print-sheet.tsx';
import { useGuardedWrite } from './use-guarded-write.ts';

/**
 * Sign-in cards (docs/decisions/0074-sign-in-cards.md): a card per student the teacher created, with a QR code
 * whose link signs the child in with one scan, and a short code to type with the username. The server keeps only
 * hashes, so cards are printed from the reply that makes them, on a sheet over the class page (decision 0038):
 * never stored in the browser or put in an address. Printing again makes new cards; the old ones stop working.
 */

/** The absolute link a card's QR code holds: the token is in the fragment, which no server or Referer sees. */
export function signinCardUrl(token: string): string {
  return `${window.location.origin}${signinCardPath(token)}`;
}

/**
 * Waits until a closed dialog has given focus back to its button (React Aria does it in an animation frame), so
 * the sheet opened next takes focus, and gives it back to that button when it closes.
 */
const afterDialogCloses = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

function SigninCardsSheet({
  className,
  cards,
  onClose,
}: {
  className: string;
  cards: readonly SigninCard[];
  onClose: () => void;
}) {
  const typeAt = `${window.location.origin}${SIGNIN_CARD_PAGE}`;
  return (
    <PrintSheet title="Sign-in cards" onClose={onClose}>
      <h2>Sign-in cards: {className}</h2>
      <ul className={`${printStyles.cards} ${printStyles.qrCards}`} aria-label="Sign-in cards">
        {cards.map((card) => (
          <li
            key={card.id}
            className={`${printStyles.card} ${printStyles.qrCard}`}
            data-signin-url={signinCardUrl(card.token)}
          >
            <h3>{card.display_name}</h3>
            <p className={printStyles.cardClass}>{className}</p>
            <QrCode value={signinCardUrl(card.token)} label={`QR code: sign in as ${card.display_name}`} />
            <dl>
              <dt>Username</dt>
              <dd className={printStyles.secret}>{card.username}</dd>
              <dt>Sign-in code</dt>
              <dd className={printStyles.secret}>{formatSigninCardCode(card.code)}</dd>
            </dl>
            <p className={printStyles.cardHelp}>
              Scan the code with a camera. No camera? Go to {typeAt} and type your username and sign-in code.
            </p>
          </li>
        ))}
      </ul>
    </PrintSheet>
  );
}

/**
 * 'Print sign-in cards' for the class: new cards for every student of it this teacher created. Shown only when
 * there is such a student.
 */
export function PrintClassSigninCards({
  classId,
  className,
  students,
  onStatus,
}: {
  classId: string;
  className: string;
  students: readonly ClassStudent[];
  onStatus: (text: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [cards, setCards] = useState<SigninCard[] | null>(null);
  const guarded = useGuardedWrite();
  const issue = useIssueClassSigninCards();
  const theirs = students.filter((student) => student.can_reset_secret);
  if (theirs.length === 0) return null;
  const withCards = theirs.filter((student) => student.has_signin_card).length;
  return (
    <>
      <Button onClick={() => setAsking(true)}>Print sign-in cards</Button>
      {asking && (
        <ConfirmDialog
          title={`Print sign-in cards for ${countText(theirs.length, 'student')}?`}
          confirmLabel="Make and print cards"
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            const reply = await guarded(() => issue.mutateAsync({ id: classId }));
            setAsking(false);
            if (!reply) return;
            await afterDialogCloses();
            setCards(reply.value.results);
            onStatus(`${countText(reply.value.results.length, 'sign-in card')} made: print them now.`);
          }}
        >
          <p>
            Every student you created in this class gets a new card with a QR code and a sign-in code. The
            cards are shown only now: print them before you close the sheet.
          </p>
          {withCards > 0 && (
            <p>
              <strong>
                {countText(withCards, 'student')} already {withCards === 1 ? 'has' : 'have'} a card: the old
                cards stop working.
              </strong>
            </p>
          )}
          {theirs.length < students.length && (
            <p>Students who made their own account sign in as they always do and get no card.</p>
          )}
        </ConfirmDialog>
      )}
      {cards && <SigninCardsSheet className={className} cards={cards} onClose={() => setCards(null)} />}
    </>
  );
}

/** A student's 'New sign-in card' and 'Turn off sign-in card', each asked first. */
export function StudentSigninCardActions({
  classId,
  className,
  student,
  onStatus,
}: {
  classId: string;
  className: string;
  student: ClassStudent;
  onStatus: (text: string) => void;
}) {
  const [asking, setAsking] = useState<'issue' | 'revoke' | null>(null);
  const [card, setCard] = useState<SigninCard | null>(null);
  const guarded = useGuardedWrite();
  const issue = useIssueSigninCard();
  const revoke = useRevokeSigninCard();
  const close = () => setAsking(null);
  const name = student.display_name;
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setAsking('issue')}>
        New sign-in card<span className="visually-hidden"> for {name}</span>
      </Button>
      {student.has_signin_card && (
        <Button variant="secondary" size="small" onClick={() => setAsking('revoke')}>
          Turn off sign-in card<span className="visually-hidden"> of {name}</span>
        </Button>
      )}
      {asking === 'issue' && (
        <ConfirmDialog
          title={`A new sign-in card for ${name}?`}
          confirmLabel="Make a new card"
          onClose={close}
          onConfirm={async () => {
            const reply = await guarded(() => issue.mutateAsync({ id: classId, studentId: student.id }));
            close();
            if (!reply) return;
            await afterDialogCloses();
            setCard(reply.value);
            onStatus(`${name} has a new sign-in card: print it now.`);
          }}
        >
          <p>
            {student.has_signin_card ? `${name}’s old card stops working at once. ` : ''}
            You will see the new card once, to print.
          </p>
        </ConfirmDialog>
      )}
      {asking === 'revoke' && (
        <ConfirmDialog
          title={`Turn off ${name}’s sign-in card?`}
          confirmLabel="Turn off card"
          onClose={close}
          onConfirm={async () => {
            const reply = await guarded(() => revoke.mutateAsync({ id: classId, studentId: student.id }));
            close();
            if (reply) onStatus(`${name}’s sign-in card no longer works.`);
          }}
        >
          <p>
            The card stops working at once, its QR code and its sign-in code alike. {name} can still sign in
            with their username and secret answer, and you can make a new card at any time.
          </p>
        </ConfirmDialog>
      )}
      {card && <SigninCardsSheet className={className} cards={[card]} onClose={() => setCard(null)} />}
    </>
  );
}
