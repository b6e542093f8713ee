import type { TestServer } from '../test-server';
import { acceptToken, dashboardClient, type DashboardClient } from './dashboard-client';

const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;

/** Signs up `email` and brings it into the organization with `role`, by invitation and acceptance with the link's token (a server without SMTP answers it to the inviter). */
export async function joinAs(server: TestServer, inviter: DashboardClient, organizationId: string, email: string, role: string): Promise<DashboardClient> {
  const member = dashboardClient(server);
  await member.signUp(email);
  const invited = await inviter.call('POST', `/organizations/${organizationId}/invitations`, { email, role });
  if (invited.status !== 202) throw new Error(`invitation of ${email} answered ${invited.status}: ${invited.body.message}`);
  const token = acceptToken(data<{ accept_url: string }>(invited).accept_url);
  const accepted = await member.call('POST', '/invitations/accept', { token });
  if (accepted.status !== 200) throw new Error(`accepting as ${email} answered ${accepted.status}: ${accepted.body.message}`);
  return member;
}

/** Signs up an owner with a new organization and one app. */
export async function organizationWithApp(server: TestServer, email: string, name: string) {
  const owner = dashboardClient(server);
  await owner.signUp(email);
  const organizationId = data<{ id: string }>(await owner.call('POST', '/organizations', { name })).id;
  const app = data<{ id: string; public_key: string; private_key: string }>(await owner.call('POST', `/organizations/${organizationId}/apps`, { name: 'Player' }));
  return { owner, organizationId, app };
}
