import { useState, type FormEvent } from 'react';
import { api, type SessionInfo } from '../api';
import { ErrorMessage } from '../components/ErrorMessage';
import { Logo } from '../components/Logo';
import { Link } from '../router';

/** The token of a reset link, from the URL fragment (`#token=…`), which the browser never sends to the server. */
function tokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** Where a reset link (e-mailed, or printed by `segue accounts reset-password`) lands: choose a new password. */
export function ResetPassword({ onSignedIn, minLength }: { onSignedIn: (session: SessionInfo) => void; minLength: number }) {
  const [token] = useState(tokenFromHash);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const session = await api<SessionInfo>('POST', '/auth/password-reset/complete', { token, password });
      // The token is spent: drop it from the address bar and the history entry.
      window.history.replaceState(null, '', window.location.pathname);
      onSignedIn(session);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <main className="auth" id="main">
      <p className="auth-brand">
        <Logo size={36} /> Segue
      </p>
      <h1>Choose a new password</h1>
      {token === '' ? (
        <p className="error">This page needs the link from the reset e-mail (or from the operator). Ask for a new one from the sign-in page.</p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <label htmlFor="new-password">New password</label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minLength}
            maxLength={256}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby="new-password-hint reset-error"
          />
          <p className="hint" id="new-password-hint">
            At least {minLength} characters. Saving signs you in here and out everywhere else.
          </p>
          <ErrorMessage message={error} id="reset-error" />
          <button type="submit" className="primary" disabled={busy}>
            Save the new password
          </button>
        </form>
      )}
      <p>
        <Link to="/">Back to sign in</Link>
      </p>
    </main>
  );
}
