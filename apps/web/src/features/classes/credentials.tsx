import type { StudentCredential } from '@lantern/shared';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import styles from './classes.module.css';
import printStyles from './print.module.css';
import { PrintSheet } from './print-sheet.tsx';

/** Where a student signs in, printed on cards and letters. */
function signInAddress(): string {
  return `${window.location.origin}/student/`;
}

function CredentialCards({
  className,
  credentials,
}: {
  className: string;
  credentials: readonly StudentCredential[];
}) {
  return (
    <>
      <h2>Sign-in cards: {className}</h2>
      <ul className={printStyles.cards} aria-label="Sign-in cards">
        {credentials.map((credential) => (
          <li key={credential.id} className={printStyles.card}>
            <h3>{credential.display_name}</h3>
            <dl>
              <dt>Go to</dt>
              <dd>{signInAddress()}</dd>
              <dt>Username</dt>
              <dd className={printStyles.secret}>{credential.username}</dd>
              <dt>Question</dt>
              <dd>{credential.secret_question_text}</dd>
              <dt>Answer</dt>
              <dd className={printStyles.secret}>{credential.secret_answer}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function ParentLetters({
  className,
  credentials,
}: {
  className: string;
  credentials: readonly StudentCredential[];
}) {
  const product = getPageConfig().productName;
  return (
    <>
      {credentials.map((credential) => (
        <article
          key={credential.id}
          className={printStyles.letter}
          aria-label={`Letter for ${credential.display_name}`}
        >
          <p>Dear parent or guardian of {credential.display_name},</p>
          <p>
            Our class <strong>{className}</strong> uses {product}, a free library of videos, games and lessons
            from public media. Your child has a student account so they can open the work I assign, at school
            or at home. No email address is needed, and your child is never asked for one.
          </p>
          <p>To sign in:</p>
          <ol>
            <li>Go to {signInAddress()} and choose Sign In.</li>
            <li>
              Type the username <strong className={printStyles.secret}>{credential.username}</strong>.
            </li>
            <li>
              Choose the question “{credential.secret_question_text}” and type the answer{' '}
              <strong className={printStyles.secret}>{credential.secret_answer}</strong>.
            </li>
          </ol>
          <p>
            Please keep this letter somewhere safe. If your child is locked out or forgets the answer, I can
            unlock the account or give them a new answer.
          </p>
          <p>Thank you,</p>
          <p>Your child's teacher</p>
        </article>
      ))}
    </>
  );
}

/**
 * The students' sign-in details, shown once (the server keeps the answers only as hashes), with print
 * views for cards to hand out and a letter to send home.
 */
export function CredentialsPanel({
  className,
  credentials,
  onDone,
}: {
  className: string;
  credentials: readonly StudentCredential[];
  onDone: () => void;
}) {
  const [printing, setPrinting] = useState<'cards' | 'letter' | null>(null);
  return (
    <section className={styles.section} aria-labelledby="credentials-title">
      <h2 id="credentials-title">Sign-in details</h2>
      <p className={styles.notice}>
        These are shown only now. Print the cards or the letters before you leave this page; later you can
        only give a student a new answer.
      </p>
      <div className={styles.toolbar}>
        <Button onClick={() => setPrinting('cards')}>Print credential cards</Button>
        <Button onClick={() => setPrinting('letter')}>Print parent/guardian letter</Button>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Sign-in details</caption>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Username</th>
              <th scope="col">Question</th>
              <th scope="col">Answer</th>
            </tr>
          </thead>
          <tbody>
            {credentials.map((credential) => (
              <tr key={credential.id}>
                <th scope="row">{credential.display_name}</th>
                <td>{credential.username}</td>
                <td>{credential.secret_question_text}</td>
                <td>{credential.secret_answer}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {printing === 'cards' && (
        <PrintSheet title="Credential cards" onClose={() => setPrinting(null)}>
          <CredentialCards className={className} credentials={credentials} />
        </PrintSheet>
      )}
      {printing === 'letter' && (
        <PrintSheet title="Parent/guardian letter" onClose={() => setPrinting(null)}>
          <ParentLetters className={className} credentials={credentials} />
        </PrintSheet>
      )}
    </section>
  );
}
