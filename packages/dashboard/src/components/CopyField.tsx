import { useId, useState } from 'react';
import { copyText } from './copy-text';

/** A read-only value with a copy button; `testId` lets browser tests find the value. */
export function CopyField({ label, value, testId, secret }: { label: string; value: string; testId?: string; secret?: boolean }) {
  const [status, setStatus] = useState('');
  const id = useId();
  return (
    <div className={`copy-field${secret ? ' secret' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <input id={id} readOnly value={value} data-testid={testId} onFocus={(event) => event.currentTarget.select()} spellCheck={false} />
        <button
          type="button"
          onClick={() => void copyText(value).then((ok) => setStatus(ok ? 'Copied' : 'Copy failed: select the text and copy it'))}
          aria-label={`Copy ${label}`}
        >
          Copy
        </button>
      </div>
      <span className="status" role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
