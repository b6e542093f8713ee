import type { Response } from 'express';
import { sendData } from '../http/envelope';
import type { NewSession } from './account.service';
import { accountView } from './dashboard-views';
import { csrfTokenFor, setSessionCookie } from './session-cookie';

/** Sets the session cookie and answers the account with the session's CSRF token (sign-in, sign-up, password reset). */
export function sendSession(res: Response, session: NewSession, status: number, secure: boolean, message = 'Signed in'): void {
  setSessionCookie(res, session.token, session.expiresAt, secure);
  sendData(res, { account: accountView(session.account), csrf_token: csrfTokenFor(session.token) }, message, status);
}
