import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import styles from './assign.module.css';
import { ASSIGN_PAGES } from './assign-api.ts';

/**
 * The assignment's quick-assign code (spec 3 §5: anyone with it can take the assignment), with Copy (the
 * clipboard; the outcome is announced) and Print (a sheet of its own in a new tab: the code and the address).
 */
export function QuickCode({ code }: { code: string }) {
  const [copied, setCopied] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('Code copied to the clipboard.');
    } catch {
      setCopied('Could not copy: select the code and copy it.');
    }
  }
  return (
    <section className={styles.quick} aria-labelledby="quick-assign-heading">
      <h3 id="quick-assign-heading" className={styles.quickHeading}>
        Quick-assign code
      </h3>
      <p className={styles.hint}>Students without a class can type this code to take the assignment.</p>
      <p className={styles.code} data-testid="quick-assign-code">
        {code}
      </p>
      <div className={styles.bulk}>
        <Button variant="secondary" size="small" onClick={copy}>
          Copy code
        </Button>
        <a className={styles.printLink} href={ASSIGN_PAGES.print(code)} target="_blank" rel="noopener">
          Print code<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <p role="status" className={styles.hint}>
        {copied}
      </p>
    </section>
  );
}
