import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { createQuotaLedger, DAILY_QUOTAS, TRANSFER_SHARE } from './quota-ledger';

let db: TestDatabase;
let appId: string;
let otherApp: string;

beforeAll(async () => {
  db = await createTestDatabase();
  appId = (await db.services.apps.create({ name: 'Quota A' })).app.id;
  otherApp = (await db.services.apps.create({ name: 'Quota B' })).app.id;
});

afterAll(async () => {
  await db?.close();
});

// 2026-11-28 23:30 in Los Angeles (PST, UTC-8) is 2026-11-29 07:30 UTC; midnight there is 08:00 UTC.
const LATE_EVENING_PT = Date.UTC(2026, 10, 29, 7, 30);
const SHARE = Math.floor(10_000 * TRANSFER_SHARE);

describe('the quota ledger', () => {
  it('the YouTube quota day is the Pacific day, and it resets at midnight Pacific Time', () => {
    const quota = DAILY_QUOTAS.ytmusic!;
    expect(quota.units).toBe(10_000);
    expect(quota.day(LATE_EVENING_PT)).toEqual({ day: '2026-11-28', resetsAt: Date.UTC(2026, 10, 29, 8, 0) });
    expect(quota.day(Date.UTC(2026, 10, 29, 8, 0, 1)).day).toBe('2026-11-29');
  });

  it('platforms without a daily quota never wait', async () => {
    const ledger = createQuotaLedger(db.pool, { now: () => LATE_EVENING_PT });
    // Nor ask how many share the quota: that count is a query the hot path does without.
    const sharers = () => Promise.reject(new Error('asked for sharers on a platform without a quota'));
    expect(await ledger.reserve(appId, 'deezer', 't-deezer', 1_000_000, sharers)).toEqual({ ok: true });
  });

  it('transfers take at most their share of the day, and then wait for the reset', async () => {
    let now = LATE_EVENING_PT;
    const ledger = createQuotaLedger(db.pool, { now: () => now });
    let granted = 0;
    while ((await ledger.reserve(appId, 'ytmusic', 't-one', 50, 1)).ok) granted += 50;
    expect(granted).toBe(Math.floor(SHARE / 50) * 50);
    const refused = await ledger.reserve(appId, 'ytmusic', 't-one', 50, 1);
    expect(refused).toEqual({ ok: false, resetsAt: new Date(Date.UTC(2026, 10, 29, 8, 0)) });
    // Another app's integration is another Google project with its own quota.
    expect((await ledger.reserve(otherApp, 'ytmusic', 't-other', 50, 1)).ok).toBe(true);
    now = Date.UTC(2026, 10, 29, 8, 0, 1);
    expect((await ledger.reserve(appId, 'ytmusic', 't-one', 50, 1)).ok).toBe(true);
  });

  it('two transfers of one app share the day: the first cannot take the second one’s part', async () => {
    const now = Date.UTC(2026, 11, 2, 20, 0);
    const ledger = createQuotaLedger(db.pool, { now: () => now });
    let first = 0;
    while ((await ledger.reserve(appId, 'ytmusic', 't-first', 50, 2)).ok) first += 50;
    expect(first).toBe(Math.floor(SHARE / 2 / 50) * 50);
    let second = 0;
    while ((await ledger.reserve(appId, 'ytmusic', 't-second', 50, 2)).ok) second += 50;
    expect(second).toBe(first);
  });

  it('concurrent reservations never grant more than the share (rows are locked)', async () => {
    const now = Date.UTC(2026, 11, 5, 20, 0);
    const ledger = createQuotaLedger(db.pool, { now: () => now });
    const answers = await Promise.all(Array.from({ length: 200 }, () => ledger.reserve(appId, 'ytmusic', 't-race', 50, 1)));
    expect(answers.filter((a) => a.ok).length).toBe(Math.floor(SHARE / 50));
  });

  it('a quota the platform says is spent is spent for the day', async () => {
    const now = Date.UTC(2026, 11, 8, 20, 0);
    const ledger = createQuotaLedger(db.pool, { now: () => now });
    expect((await ledger.reserve(appId, 'ytmusic', 't-spent', 50, 1)).ok).toBe(true);
    const resetsAt = await ledger.exhaust(appId, 'ytmusic');
    expect(resetsAt?.toISOString()).toBe('2026-12-09T08:00:00.000Z');
    expect((await ledger.reserve(appId, 'ytmusic', 't-spent', 50, 1)).ok).toBe(false);
  });

  it('an integration naming a granted quota gets that many units a day; the default stays for the others', async () => {
    const granted = (await db.services.apps.create({ name: 'Quota extension' })).app.id;
    await db.services.integrations.set(granted, 'ytmusic', { daily_quota_units: '100000' });
    const ledger = createQuotaLedger(db.pool, { now: () => LATE_EVENING_PT });
    expect((await ledger.dailyQuota(granted, 'ytmusic'))?.units).toBe(100_000);
    expect((await ledger.dailyQuota(otherApp, 'ytmusic'))?.units).toBe(10_000);
    let units = 0;
    while ((await ledger.reserve(granted, 'ytmusic', 't-granted', 50, 1)).ok) units += 50;
    expect(units).toBe(Math.floor(100_000 * TRANSFER_SHARE));
    // YouTube's own quotaExceeded still ends the day for the app, at the granted figure.
    const extra = (await db.services.apps.create({ name: 'Quota extension spent' })).app.id;
    await db.services.integrations.set(extra, 'ytmusic', { daily_quota_units: '50000' });
    expect(await ledger.exhaust(extra, 'ytmusic')).toEqual(new Date(Date.UTC(2026, 10, 29, 8, 0)));
    expect((await ledger.reserve(extra, 'ytmusic', 't-extra', 50, 1)).ok).toBe(false);
  });
});
