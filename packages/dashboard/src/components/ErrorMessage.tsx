import { capitalized } from './form-labels';

/** An error line read out by screen readers as soon as it appears; a message starts with a capital. */
export function ErrorMessage({ message, id }: { message: string | undefined; id?: string }) {
  return (
    <p className="error" role="alert" aria-live="assertive" id={id} hidden={!message}>
      {message === undefined ? message : capitalized(message)}
    </p>
  );
}

/** A quiet status line (saved, copied) announced politely. */
export function Status({ message }: { message: string | undefined }) {
  return (
    <p className="status" role="status" aria-live="polite">
      {message}
    </p>
  );
}
