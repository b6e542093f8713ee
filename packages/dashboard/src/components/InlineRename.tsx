import { useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from './ErrorMessage';

export function InlineRename({ label, name, onRename }: { label: string; name: string; onRename: (name: string) => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string>();
  const id = useId();
  if (!editing) {
    return (
      <button type="button" onClick={() => { setValue(name); setEditing(true); }}>
        Rename
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await onRename(value);
      setEditing(false);
      setError(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <form className="inline-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => setValue(event.target.value)} autoFocus required maxLength={100} />
      <button type="submit">Save name</button>
      <button type="button" onClick={() => setEditing(false)}>
        Cancel
      </button>
      <ErrorMessage message={error} />
    </form>
  );
}
