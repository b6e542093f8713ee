import { useState, type FormEvent } from 'react';
import { api, type SessionInfo } from '../api';
import { ErrorMessage } from '../components/ErrorMessage';

/** Sign in, or create an account, with e-mail and password. */
export function SignIn({ onSignedIn, signup }: { onSignedIn: (session: SessionInfo) => void; signup?: 'open' | 'invite' }) {
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const signUp = mode === 'sign-up';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await api<SessionInfo>('POST', `/auth/${mode}`, { email, password }));
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <main className="auth" id="main">
      <h1>{signUp ? 'Create your Segue account' : 'Sign in to Segue'}</h1>
      {signUp && signup === 'invite' && (
        <p className="hint">This server creates accounts by invitation only: use the e-mail address you were invited with.</p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate={false}>
        <label htmlFor="email">E-mail</label>
        <input id="email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} aria-describedby="auth-error" />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          required
          minLength={signUp ? 10 : undefined}
          maxLength={256}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={signUp ? 'password-hint auth-error' : 'auth-error'}
        />
        {signUp && (
          <p className="hint" id="password-hint">
            At least 10 characters. A passphrase of a few words is easy to remember and hard to guess.
          </p>
        )}
        <ErrorMessage message={error} id="auth-error" />
        <button type="submit" className="primary" disabled={busy}>
          {signUp ? 'Create account' : 'Sign in'}
        </button>
      </form>
      <p>
        {signUp ? 'Already have an account?' : 'New to Segue?'}{' '}
        <button type="button" className="link" onClick={() => { setMode(signUp ? 'sign-in' : 'sign-up'); setError(undefined); }}>
          {signUp ? 'Sign in' : 'Create an account'}
        </button>
      </p>
    </main>
  );
}
