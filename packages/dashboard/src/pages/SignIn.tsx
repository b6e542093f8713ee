import { useState, type FormEvent } from 'react';
import { api, type Meta, type SessionInfo } from '../api';
import { ErrorMessage, Status } from '../components/ErrorMessage';
import { Logo } from '../components/Logo';

type Mode = 'sign-in' | 'sign-up' | 'forgot';

const HEADINGS: Record<Mode, string> = { 'sign-in': 'Sign in to Segue', 'sign-up': 'Create your Segue account', forgot: 'Reset your password' };

/**
 * Sign in, create an account, or ask for a password reset link, with e-mail and password. On an
 * invitation link, `invitation` is its token: creating an account sends it, since a server that
 * creates accounts by invitation only wants it.
 */
export function SignIn({
  onSignedIn,
  signup,
  passwordReset,
  invitation,
}: {
  onSignedIn: (session: SessionInfo) => void;
  signup?: 'open' | 'invite';
  passwordReset?: Meta['password_reset'];
  invitation?: string;
}) {
  const [mode, setMode] = useState<Mode>(invitation ? 'sign-up' : 'sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [busy, setBusy] = useState(false);
  const signUp = mode === 'sign-up';
  const switchTo = (next: Mode) => {
    setMode(next);
    setError(undefined);
    setStatus(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      if (mode === 'forgot') {
        await api('POST', '/auth/password-reset', { email });
        setStatus('If an account has this address, a reset link is on its way. It works once, for one hour.');
        setBusy(false);
        return;
      }
      // Creating an account answers the same whether or not the address had one (it must not
      // tell), and opens no session: signing in with the chosen password does.
      if (signUp) await api('POST', '/auth/sign-up', { email, password, ...(invitation ? { invitation } : {}) });
      onSignedIn(await api<SessionInfo>('POST', '/auth/sign-in', { email, password }));
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
      <h1>{HEADINGS[mode]}</h1>
      {signUp && signup === 'invite' && (
        <p className="hint">This server creates accounts by invitation only: open the invitation link you were sent, and use the e-mail address it was sent to.</p>
      )}
      {mode === 'forgot' && passwordReset === 'operator' ? (
        <p className="callout">
          This server sends no e-mail. Ask its operator to run <code>pnpm segue accounts reset-password you@example.com</code> with your address: it prints a link, valid
          for one hour, where you choose a new password.
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <label htmlFor="email">E-mail</label>
          <input id="email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} aria-describedby="auth-error" />
          {mode !== 'forgot' && (
            <>
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
            </>
          )}
          {signUp && (
            <p className="hint" id="password-hint">
              At least 10 characters. A passphrase of a few words is easy to remember and hard to guess.
            </p>
          )}
          {mode === 'forgot' && <p className="hint">We e-mail a link to choose a new password. It works once, for one hour.</p>}
          <ErrorMessage message={error} id="auth-error" />
          <Status message={status} />
          <button type="submit" className="primary" disabled={busy}>
            {mode === 'forgot' ? 'Send reset link' : signUp ? 'Create account' : 'Sign in'}
          </button>
        </form>
      )}
      <p>
        {signUp ? 'Already have an account?' : mode === 'forgot' ? 'Remembered it?' : 'New to Segue?'}{' '}
        <button type="button" className="link" onClick={() => switchTo(mode === 'sign-in' ? 'sign-up' : 'sign-in')}>
          {mode === 'sign-in' ? 'Create an account' : 'Sign in'}
        </button>
      </p>
      {mode === 'sign-in' && (
        <p>
          <button type="button" className="link" onClick={() => switchTo('forgot')}>
            Forgot your password?
          </button>
        </p>
      )}
    </main>
  );
}
