import { SEGUE_EXTENSION_IDS } from '@segue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import type { TestServer } from '../../test/support/test-server';
import { startDashboardServer, type DashboardClient } from '../../test/support/dashboard/dashboard-client';
import { joinAs, organizationWithApp } from '../../test/support/dashboard/organization-roles';

// What `chrome.identity.getRedirectURL('segue')` answers for an installed extension.
const CHROME_REDIRECT = 'https://kkhmopadfccghdjlfgebalmchndkbdlg.chromiumapp.org/segue';

let db: TestDatabase;
let server: TestServer;
let owner: DashboardClient;
let developer: DashboardClient;
let appId: string;
let publicKey: string;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startDashboardServer(db);
  const created = await organizationWithApp(server, 'owner@example.com', 'Extension linking');
  owner = created.owner;
  ({ id: appId, public_key: publicKey } = created.app);
  developer = await joinAs(server, owner, created.organizationId, 'developer@example.com', 'developer');
  const deezer = await owner.call('PUT', `/apps/${appId}/integrations/deezer`, { credentials: { app_id: '123456', secret: 'dashboard-test' } });
  expect(deezer.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

const enabled = (reply: { body: { data?: unknown } }) => (reply.body.data as { extension_linking: boolean }).extension_linking;

/** Starts linking Deezer with the extension's web-auth redirect, as the extension's options page does. */
async function connectFromExtension(): Promise<{ status: number; message: string }> {
  const reply = await server.call(`/v1/deezer/connect?redirect_url=${encodeURIComponent(CHROME_REDIRECT)}`, { headers: { 'x-segue-public-key': publicKey } });
  return { status: reply.status, message: String((reply.body as { message?: unknown }).message) };
}

describe('extension linking on the dashboard', () => {
  it('is off for a new app, and the refusal says where to turn it on', async () => {
    expect(enabled(await developer.call('GET', `/apps/${appId}`))).toBe(false);
    const refused = await connectFromExtension();
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/does not let extensions link: an owner or admin turns it on under "Browser extensions" on the app's dashboard page/);
  });

  it('is turned on by an owner or admin for the extensions it lists, and takes effect on the next connect', async () => {
    const segueOnly = await owner.call('PUT', `/apps/${appId}/extension-linking`, { enabled: true });
    expect(segueOnly.status).toBe(200);
    expect(segueOnly.body.message).toBe('Extension linking on');
    expect(enabled(segueOnly)).toBe(true);
    expect((segueOnly.body.data as { extension_ids: string[] }).extension_ids).toEqual([...SEGUE_EXTENSION_IDS]);
    // Another extension is not on the list.
    expect((await connectFromExtension()).message).toMatch(/belongs to a browser extension this app does not list/);

    const saved = await owner.call('PUT', `/apps/${appId}/extension-linking`, { enabled: true, extension_ids: [' kkhmopadfccghdjlfgebalmchndkbdlg ', ''] });
    expect((saved.body.data as { extension_ids: string[] }).extension_ids).toEqual(['kkhmopadfccghdjlfgebalmchndkbdlg']);
    // Accepted: the answer is the platform's start URL.
    const accepted = await connectFromExtension();
    expect(accepted.status, accepted.message).toBe(200);

    const wrong = await owner.call('PUT', `/apps/${appId}/extension-linking`, { enabled: true, extension_ids: ['chrome-extension://kkhmopadfccghdjlfgebalmchndkbdlg'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/not a browser extension id: "chrome-extension:/);

    expect(enabled(await owner.call('PUT', `/apps/${appId}/extension-linking`, { enabled: false }))).toBe(false);
    expect((await connectFromExtension()).message).toMatch(/does not let extensions link/);
  });

  it('refuses a developer with 403 and a body that is not a boolean with 400, changing nothing', async () => {
    const refused = await developer.call('PUT', `/apps/${appId}/extension-linking`, { enabled: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('only an owner or admin of the organization can change extension linking (your role is developer)');
    const wrong = await owner.call('PUT', `/apps/${appId}/extension-linking`, { enabled: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/enabled.*must be true or false/);
    expect(enabled(await developer.call('GET', `/apps/${appId}`))).toBe(false);
  });
});
