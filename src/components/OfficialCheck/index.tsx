/**
 * "Is this official?" on a page: paste a link, domain, e-mail address, social
 * handle or 0x address and get the verdict of src/lib/verify, explained, as
 * you type. Computed in the page from the build's own list; nothing is sent
 * or stored. The same check answers in the search dialog.
 */
import {useId, useState, type ReactNode} from 'react';
import VerdictView, {useVerdict} from './Verdict';
import styles from './styles.module.css';

export default function OfficialCheck(): ReactNode {
  const [value, setValue] = useState('');
  const verdict = useVerdict(value);
  const id = useId();
  const typed = value.trim() !== '';
  return (
    // A form has no use in the Markdown twin.
    <div className={styles.check} data-md-skip="">
      <label className={styles.label} htmlFor={`${id}-input`}>
        Check an address before you trust it
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="text"
        inputMode="url"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="Paste a link, domain, e-mail address, @handle or 0x address"
        aria-describedby={`${id}-status`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <div id={`${id}-status`} className={styles.status} role="status">
        {verdict ? (
          <VerdictView verdict={verdict} />
        ) : typed ? (
          <p className={styles.detail}>
            Not something this check reads: paste a whole link (https://…), a domain, an e-mail address, an @handle or a
            0x address.
          </p>
        ) : null}
      </div>
    </div>
  );
}
