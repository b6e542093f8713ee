import { useId, useState } from 'react';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (insecure context or no permission): select-and-copy fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

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
