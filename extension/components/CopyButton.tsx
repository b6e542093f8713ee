import { useState } from 'react';

/** Copies `text`, and says so for a moment. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
    setTimeout(() => setCopied('no'), 1500);
  };
  return (
    <button type="button" className="copy" onClick={copy} data-copy={text}>
      {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Copy failed' : label}
    </button>
  );
}
