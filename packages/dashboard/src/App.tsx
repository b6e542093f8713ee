import { useEffect, useRef, useState } from 'react';
import { api, onSessionEnded, setCsrfToken, type Meta, type SessionInfo } from './api';
import { AcceptInvitation, invitationTokenFromHash } from './pages/AcceptInvitation';
import { AppPage } from './pages/AppPage';
import { OrganizationPage } from './pages/OrganizationPage';
import { Organizations } from './pages/Organizations';
import { ResetPassword } from './pages/ResetPassword';
import { SignIn } from './pages/SignIn';
import { Logo } from './components/Logo';
import { Link, navigate, usePath } from './router';

export function App() {
  const [session, setSession] = useState<SessionInfo | null>();
  const [meta, setMeta] = useState<Meta>();
  const path = usePath();
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    onSessionEnded(() => setSession(null));
    api<Meta>('GET', '/meta').then(setMeta, () => undefined);
    api<SessionInfo>('GET', '/session').then(
      (info) => {
        setCsrfToken(info.csrf_token);
        setSession(info);
      },
      () => setSession(null),
    );
  }, []);

  // Moves focus to the new page's heading after navigation, so keyboard and screen reader
  // users start at the top of what changed.
  useEffect(() => {
    const heading = content.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [path, session]);

  const signedIn = (info: SessionInfo) => {
    setCsrfToken(info.csrf_token);
    setSession(info);
  };
  if (session === undefined) return <p className="loading">Loading…</p>;
  // The reset page works signed in or out: the link's token is what counts.
  if (path === '/reset-password') {
    return (
      <div ref={content}>
        <ResetPassword
          minLength={meta?.password.min ?? 10}
          onSignedIn={(info) => {
            signedIn(info);
            navigate('/');
          }}
        />
      </div>
    );
  }
  if (session === null) {
    return (
      <div ref={content}>
        <SignIn
          signup={meta?.signup}
          passwordReset={meta?.password_reset}
          onSignedIn={signedIn}
          invitation={path === '/invitation' ? invitationTokenFromHash() : undefined}
        />
      </div>
    );
  }

  const signOut = async () => {
    await api('POST', '/auth/sign-out').catch(() => undefined);
    setSession(null);
    navigate('/');
  };
  const org = /^\/orgs\/([^/]+)$/.exec(path);
  const app = /^\/apps\/([^/]+)$/.exec(path);

  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <Link to="/" className="brand">
          <Logo />
          Segue
        </Link>
        {meta?.sandbox && <span className="badge">sandbox</span>}
        <span className="who">{session.account.email}</span>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <div ref={content}>
        {path === '/invitation' ? (
          <AcceptInvitation email={session.account.email} />
        ) : org?.[1] ? (
          <OrganizationPage key={org[1]} id={org[1]} accountId={session.account.id} />
        ) : app?.[1] && meta ? (
          <AppPage key={app[1]} id={app[1]} meta={meta} />
        ) : (
          <Organizations meta={meta} />
        )}
      </div>
    </>
  );
}
