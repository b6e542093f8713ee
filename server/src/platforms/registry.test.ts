import { PLATFORM_KEYS, PLATFORMS } from '@segue/core';
import { describe, expect, it } from 'vitest';
import { PLATFORM_REGISTRY, PLATFORM_URL_SETTINGS, platformRecord } from './registry';
import { CREDENTIAL_SCHEMAS, SECRET_FIELDS, URL_SETTINGS_BY_PLATFORM } from './platform-settings';

describe('the platform registry', () => {
  it('holds one record per platform key, each under its own key', () => {
    expect(Object.keys(PLATFORM_REGISTRY).sort()).toEqual([...PLATFORM_KEYS].sort());
    for (const key of PLATFORM_KEYS) expect(platformRecord(key).key).toBe(key);
  });

  it('gives every key the shape the database checks (server/migrations, platform-key-format-checks)', () => {
    for (const key of PLATFORM_KEYS) expect(key).toMatch(/^[a-z0-9]{2,20}$/);
  });

  it('names each URL setting once, as SEGUE_<PLATFORM>_<HOST>_URL', () => {
    const variables = PLATFORM_URL_SETTINGS.map((setting) => setting.variable);
    expect(new Set(variables).size).toBe(variables.length);
    for (const setting of PLATFORM_URL_SETTINGS) expect(setting.variable).toMatch(new RegExp(`^SEGUE_${setting.platform.toUpperCase()}_[A-Z_]+_URL$`));
  });

  it("finds each record's hosts, credentials and sealed fields in the light platform-settings module", () => {
    for (const key of PLATFORM_KEYS) {
      const record = platformRecord(key);
      expect(URL_SETTINGS_BY_PLATFORM[key], key).toBe(record.urls);
      expect(CREDENTIAL_SCHEMAS[key], key).toBe(record.credentials);
      expect(SECRET_FIELDS[key], key).toBe(record.secretFields);
    }
  });

  it('seals only fields its credential schema has', () => {
    for (const key of PLATFORM_KEYS) {
      const { credentials, secretFields } = platformRecord(key);
      for (const field of secretFields) expect(Object.keys(credentials.shape), `${key}.${field}`).toContain(field);
    }
  });

  it("agrees with core's capabilities: a platform links accounts exactly when its record has a linking flow", () => {
    for (const key of PLATFORM_KEYS) {
      const record = platformRecord(key);
      expect(record.capabilities).toEqual(PLATFORMS[key].capabilities);
      expect(typeof record.oauth === 'function', key).toBe(PLATFORMS[key].capabilities.link);
      expect(record.notLinkable === undefined, key).toBe(PLATFORMS[key].capabilities.link);
    }
  });

  it('gives every platform a usable request budget', () => {
    for (const key of PLATFORM_KEYS) {
      const { concurrency, requests, intervalMs } = platformRecord(key).budget;
      expect(Math.min(concurrency, requests, intervalMs), key).toBeGreaterThan(0);
    }
  });
});
