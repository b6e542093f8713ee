import { useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from './ErrorMessage';

/**
 * Deleting needs the resource's name typed in: a click alone is too easy to make by mistake
 * for something that takes keys and integrations with it.
 */
export function ConfirmDelete({ kind, name, consequence, onDelete }: { kind: string; name: string; consequence: string; onDelete: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  if (!open) {
    return (
      <button type="button" className="danger" onClick={() => setOpen(true)}>
        Delete {kind}
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed !== name) {
      setError(`Type the ${kind} name exactly: ${name}`);
      return;
    }
    setBusy(true);
    try {
      await onDelete();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };
  return (
    <form className="confirm-delete" onSubmit={(event) => void submit(event)}>
      <p>{consequence}</p>
      <label htmlFor={id}>
        Type <strong>{name}</strong> to confirm
      </label>
      <input id={id} value={typed} onChange={(event) => setTyped(event.target.value)} autoFocus autoComplete="off" aria-describedby={`${id}-error`} />
      <ErrorMessage message={error} id={`${id}-error`} />
      <div className="actions">
        <button type="submit" className="danger" disabled={busy}>
          Delete {kind} permanently
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
