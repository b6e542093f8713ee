import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { sendData } from '../http/envelope';
import { parseBody, requireJson } from '../http/json-body';
import { describeError } from '../runtime/logger';
import { normaliseEmail } from './account.service';
import { clientIp } from './dashboard-guards';
import type { DashboardDeps } from './dashboard-deps';
import type { Mailer } from './mailer';
import { PASSWORD_MAX } from './password';
import { resetLink } from './password-reset.service';
import { sendSession } from './send-session';
import { sharedLimit } from './shared-limit';

const Request = z.strictObject({ email: z.string({ error: 'is required' }).max(320, 'is too long') });
const Completion = z.strictObject({
  token: z.string({ error: 'is required' }).max(200, 'is too long'),
  password: z.string({ error: 'is required' }).max(PASSWORD_MAX * 4, 'is too long'),
});

export const NO_MAIL =
  'this server sends no e-mail (SEGUE_SMTP_URL is not set): ask its operator to run `pnpm segue accounts reset-password <your e-mail>`, which gives a reset link';
const SENT = 'If an account has this address, a reset link is on its way. It works once, for one hour.';

/**
 * Forgotten passwords. Asking answers the same whether or not the address has an account, and
 * the account is looked up and the mail sent only after the answer went out, so neither the
 * answer nor its timing tells. Limited per client address and per e-mail address; completing
 * a reset signs the account in and ends its other sessions.
 */
export function dashboardPasswordResetRoutes(deps: DashboardDeps, mailer: Mailer | undefined): Router {
  const router = Router();
  const { accounts, passwordResets } = deps.services.dashboard;
  const secure = deps.config.publicUrl.startsWith('https:');
  const perClient = sharedLimit(deps.pool, {
    keyPrefix: 'dashboard-reset-client',
    points: 20,
    durationSeconds: 900,
    refusal: (seconds) => `too many password reset requests from this address: wait ${Math.ceil(seconds / 60)} minutes`,
  });
  const perEmail = sharedLimit(deps.pool, {
    keyPrefix: 'dashboard-reset-email',
    points: 3,
    durationSeconds: 3600,
    refusal: (seconds) => `a reset link for this address was asked for 3 times this hour: use the latest one, or try again in ${Math.ceil(seconds / 60)} minutes`,
  });

  const mailLink = async (email: string): Promise<void> => {
    const issued = await passwordResets.issue(email);
    if (!issued || !mailer) return;
    await mailer.send({
      to: issued.account.email,
      subject: 'Reset your Segue password',
      text: [
        `Someone, hopefully you, asked to reset the password of the Segue account ${issued.account.email} at ${deps.config.publicUrl}.`,
        '',
        'Choose a new password here within one hour (the link works once):',
        resetLink(deps.config.publicUrl, issued.token),
        '',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  };

  router.post('/auth/password-reset', requireJson, async (req, res) => {
    const { email: raw } = parseBody(Request, req.body);
    if (!mailer) throw new AppError('ENOTSUPPORTED', NO_MAIL);
    const email = normaliseEmail(raw);
    await perClient(clientIp(req));
    await perEmail(email);
    sendData(res, null, SENT, 202);
    mailLink(email).catch((error: unknown) => deps.log.error('password reset mail not sent', describeError(error)));
  });

  router.post('/auth/password-reset/complete', requireJson, async (req, res) => {
    await perClient(clientIp(req));
    const { token, password } = parseBody(Completion, req.body);
    const account = await passwordResets.complete(token, password);
    sendSession(res, await accounts.openSession(account), 200, secure, 'Password changed: signed in');
  });

  return router;
}
