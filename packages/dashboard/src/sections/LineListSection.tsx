import { useState, type FormEvent } from 'react';
import type { AppDetail } from '../api';
import { ErrorMessage, Status } from '../components/ErrorMessage';

export interface LineList {
  /** Prefix of the section's element ids (`<id>`, `<id>-hint`, `<id>-error`). */
  id: string;
  /** Id of the textarea, which the label names. */
  field: string;
  title: string;
  label: string;
  hint: string;
  rows: number;
  /** The list as stored on the app. */
  read(app: AppDetail): readonly string[];
  /** Saves the lines as typed; the server validates and answers with the app. */
  save(lines: string[]): Promise<AppDetail>;
  saved: string;
  button: string;
}

/** An app's list edited one entry per line (redirect URLs, allowed origins); read-only without `manager`. */
export function LineListSection({ list, app, onChange, manager }: { list: LineList; app: AppDetail; onChange: (app: AppDetail) => void; manager: boolean }) {
  const [text, setText] = useState(list.read(app).join('\n'));
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setStatus(undefined);
    try {
      const saved = await list.save(text.split('\n'));
      onChange(saved);
      setText(list.read(saved).join('\n'));
      setStatus(list.saved);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <section aria-labelledby={list.id}>
      <h2 id={list.id}>{list.title}</h2>
      <form onSubmit={(event) => void save(event)}>
        <label htmlFor={list.field}>{list.label}</label>
        <textarea id={list.field} rows={list.rows} value={text} onChange={(event) => setText(event.target.value)} aria-describedby={`${list.id}-hint ${list.id}-error`} spellCheck={false} readOnly={!manager} />
        <p className="hint" id={`${list.id}-hint`}>
          {list.hint}
        </p>
        <ErrorMessage message={error} id={`${list.id}-error`} />
        {manager && <button type="submit">{list.button}</button>}
        <Status message={status} />
      </form>
    </section>
  );
}
