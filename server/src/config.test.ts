import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './errors/config-error';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/segue');
    expect(config).toMatchObject({
      port: 8787,
      host: undefined,
      publicUrl: 'http://127.0.0.1:8787',
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/segue/.segue'),
      secretKey: undefined,
      sandbox: false,
      nodeEnv: 'development',
      smtpUrl: undefined,
      mailFrom: 'Segue <segue@127.0.0.1>',
    });
    expect(config.platformUrls).toEqual({
      spotify: { api: 'https://api.spotify.com', accounts: 'https://accounts.spotify.com' },
      applemusic: { api: 'https://api.music.apple.com' },
      deezer: { api: 'https://api.deezer.com', connect: 'https://connect.deezer.com' },
      tidal: { api: 'https://openapi.tidal.com', auth: 'https://auth.tidal.com', login: 'https://login.tidal.com' },
      // Empty: Google's own hosts (accounts.google.com, oauth2.googleapis.com).
      ytmusic: { api: 'https://music.youtube.com', data: 'https://www.googleapis.com', oauth: '' },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        SEGUE_HOST: '10.0.0.2',
        SEGUE_PUBLIC_URL: 'https://segue.example/',
        SEGUE_DATABASE_URL: 'postgres://u:p@db:5432/segue',
        SEGUE_DATA_DIR: '/var/lib/segue',
        SEGUE_SECRET_KEY: KEY,
        SEGUE_SANDBOX: '1',
        SEGUE_RATE_LIMIT: '50',
        SEGUE_TIDAL_LOGIN_URL: 'http://127.0.0.1:4000/',
        SEGUE_YTMUSIC_OAUTH_URL: 'http://127.0.0.1:4001/',
        SEGUE_YTMUSIC_DATA_API_URL: 'http://127.0.0.1:4002/',
        SEGUE_SMTP_URL: 'smtps://mailer:pw@mail.example:465',
      },
      '/ignored',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '10.0.0.2',
      publicUrl: 'https://segue.example',
      databaseUrl: 'postgres://u:p@db:5432/segue',
      dataDir: '/var/lib/segue',
      sandbox: true,
      rateLimitPerMinute: 50,
      smtpUrl: 'smtps://mailer:pw@mail.example:465',
      mailFrom: 'Segue <segue@segue.example>',
    });
    expect(config.secretKey?.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(config.platformUrls.tidal.login).toBe('http://127.0.0.1:4000');
    expect(config.platformUrls.ytmusic.oauth).toBe('http://127.0.0.1:4001');
    expect(config.platformUrls.ytmusic.data).toBe('http://127.0.0.1:4002');
  });

  it.each([
    [{ SEGUE_PUBLIC_URL: 'x' }, 'SEGUE_PUBLIC_URL must be an http(s) URL, got "x"'],
    [{ SEGUE_PUBLIC_URL: 'ftp://example.com' }, 'SEGUE_PUBLIC_URL must be an http(s) URL, got "ftp://example.com"'],
    [{ PORT: 'eighty' }, 'PORT must be a port number, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a port number between 0 and 65535, got "70000"'],
    [{ SEGUE_DATABASE_URL: 'mysql://x' }, 'SEGUE_DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://x"'],
    [{ SEGUE_SANDBOX: 'maybe' }, 'SEGUE_SANDBOX must be 1 or 0, got "maybe"'],
    [{ SEGUE_SPOTIFY_API_URL: 'api.spotify.com' }, 'SEGUE_SPOTIFY_API_URL must be an http(s) URL, got "api.spotify.com"'],
    [{ SEGUE_RATE_LIMIT: '0' }, 'SEGUE_RATE_LIMIT must be at least 1, got "0"'],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('never echoes a malformed SMTP URL, which may hold a password', () => {
    expect(() => loadConfig({ SEGUE_SMTP_URL: 'https://user:secret@mail.example' })).toThrow(
      new ConfigError('SEGUE_SMTP_URL must be an smtp:// or smtps:// URL, such as smtps://user:password@mail.example.com:465, got 32 characters'),
    );
  });

  it('never echoes a malformed secret key', () => {
    expect(() => loadConfig({ SEGUE_SECRET_KEY: 'too-short-secret' })).toThrow(
      'SEGUE_SECRET_KEY must be 32 bytes in base64 (try: openssl rand -base64 32), got 16 characters',
    );
  });

  it('requires the secret key and the public URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEGUE_PUBLIC_URL: 'https://s.example' })).toThrow(/^SEGUE_SECRET_KEY must be set/);
    expect(() => loadConfig({ NODE_ENV: 'production', SEGUE_SECRET_KEY: KEY })).toThrow(/^SEGUE_PUBLIC_URL must be set/);
    expect(loadConfig({ NODE_ENV: 'production', SEGUE_SECRET_KEY: KEY, SEGUE_PUBLIC_URL: 'https://s.example' }).nodeEnv).toBe('production');
  });

  it('refuses sandbox mode in production', () => {
    const production = { NODE_ENV: 'production', SEGUE_SECRET_KEY: KEY, SEGUE_PUBLIC_URL: 'https://s.example' };
    expect(() => loadConfig({ ...production, SEGUE_SANDBOX: '1' })).toThrow(new ConfigError('SEGUE_SANDBOX=1 is refused when NODE_ENV=production: sandbox mode is for development and tests'));
    expect(loadConfig({ ...production, SEGUE_SANDBOX: '0' }).sandbox).toBe(false);
  });

  it('gives the public-key and per-address budgets the private one unless they are set', () => {
    expect(loadConfig({ SEGUE_RATE_LIMIT: '50' })).toMatchObject({ rateLimitPerMinute: 50, rateLimitPublicPerMinute: 50, rateLimitPerIpPerMinute: 50 });
    expect(loadConfig({ SEGUE_RATE_LIMIT_PUBLIC: '20', SEGUE_RATE_LIMIT_PER_IP: '30' })).toMatchObject({
      rateLimitPerMinute: 600,
      rateLimitPublicPerMinute: 20,
      rateLimitPerIpPerMinute: 30,
    });
  });

  it.each([
    [undefined, false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.10,fd00::/8', ['10.0.0.0/8', '192.168.1.10', 'fd00::/8']],
  ])('reads SEGUE_TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { SEGUE_TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '10.0.0.0/8/1', '-1'])('refuses SEGUE_TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ SEGUE_TRUST_PROXY: value })).toThrow(
      new ConfigError(`SEGUE_TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses, CIDR ranges or loopback, got "${value}"`),
    );
  });
});

describe('SEGUE_HOST', () => {
  it('binds sandbox mode to loopback and every other mode to every interface, unless told', () => {
    expect(loadConfig({ SEGUE_SANDBOX: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({}).host).toBeUndefined();
    expect(loadConfig({ SEGUE_SANDBOX: '1', SEGUE_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ SEGUE_HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ SEGUE_HOST: 'localhost' }).host).toBe('localhost');
  });

  it('names a wrong value', () => {
    expect(() => loadConfig({ SEGUE_HOST: 'http://0.0.0.0' })).toThrow(
      new ConfigError('SEGUE_HOST must be an address to listen on, such as 127.0.0.1, 0.0.0.0 or ::, got "http://0.0.0.0"'),
    );
  });
});

describe('SEGUE_SIGNUP', () => {
  const production = { NODE_ENV: 'production', SEGUE_SECRET_KEY: KEY, SEGUE_PUBLIC_URL: 'https://segue.example' };

  it('defaults to invite in production and open otherwise', () => {
    expect(loadConfig({}).signup).toBe('open');
    expect(loadConfig({ NODE_ENV: 'test' }).signup).toBe('open');
    expect(loadConfig(production).signup).toBe('invite');
    expect(loadConfig({ ...production, SEGUE_SIGNUP: 'open' }).signup).toBe('open');
    expect(loadConfig({ SEGUE_SIGNUP: 'invite' }).signup).toBe('invite');
  });

  it('names a wrong value', () => {
    expect(() => loadConfig({ SEGUE_SIGNUP: 'closed' })).toThrow(new ConfigError('SEGUE_SIGNUP must be open or invite, got "closed"'));
  });
});

describe('playlist task fair shares', () => {
  it('limits unfinished tasks per app to 5 and works 100 tracks per job by default, and reads both settings', () => {
    expect(loadConfig({})).toMatchObject({ tasksPerApp: 5, taskChunkTracks: 100 });
    expect(loadConfig({ SEGUE_TASKS_PER_APP: '20', SEGUE_TASK_CHUNK_TRACKS: '250' })).toMatchObject({ tasksPerApp: 20, taskChunkTracks: 250 });
    expect(() => loadConfig({ SEGUE_TASKS_PER_APP: '0' })).toThrow(new ConfigError('SEGUE_TASKS_PER_APP must be at least 1, got "0"'));
    expect(() => loadConfig({ SEGUE_TASK_CHUNK_TRACKS: 'lots' })).toThrow(new ConfigError('SEGUE_TASK_CHUNK_TRACKS must be a whole number, got "lots"'));
  });
});

describe('SEGUE_METRICS_TOKEN and SEGUE_METRICS_PORT', () => {
  it('leaves metrics off and a worker on port 9464 by default, and reads both', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: 9464 });
    expect(loadConfig({ SEGUE_METRICS_TOKEN: ' a-long-scrape-token-0123 ', SEGUE_METRICS_PORT: '9500' })).toMatchObject({
      metricsToken: 'a-long-scrape-token-0123',
      metricsPort: 9500,
    });
  });

  it('refuses a guessable token without printing it', () => {
    expect(() => loadConfig({ SEGUE_METRICS_TOKEN: 'secret' })).toThrow(
      new ConfigError('SEGUE_METRICS_TOKEN must be at least 16 characters (try: openssl rand -hex 32), got 6 characters'),
    );
    expect(() => loadConfig({ SEGUE_METRICS_PORT: 'scrape' })).toThrow(new ConfigError('SEGUE_METRICS_PORT must be a port number, got "scrape"'));
  });
});
