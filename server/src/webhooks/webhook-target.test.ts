import { describe, expect, it } from 'vitest';
import { checkWebhookTarget } from './webhook-target';

const refusal = async (url: string, allowPrivate = false): Promise<string | undefined> => {
  try {
    await checkWebhookTarget(url, allowPrivate);
    return undefined;
  } catch (error) {
    expect(error).toMatchObject({ code: 'EBADREQUEST', status: 400 });
    return (error as Error).message;
  }
};

describe('checkWebhookTarget', () => {
  it.each([
    'http://127.0.0.1:9/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://[::7f00:1]/hook',
    'http://[2002:a9fe:a9fe::]/hook',
    'http://[64:ff9b::a00:1]/hook',
    'http://[64:ff9b:1::808:808]/hook',
    'http://[fec0::1]/hook',
    'http://[100::1]/hook',
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
    'https://192.0.2.10/hook',
    'https://198.51.100.10/hook',
    'https://203.0.113.10/hook',
    'https://198.18.0.1/hook',
    'https://240.0.0.1/hook',
  ])('refuses %s, a private or special-purpose address', async (url) => {
    expect(await refusal(url)).toMatch(/^the webhook URL points at .*, a private or loopback address: webhooks go to public addresses only$/);
  });

  it('refuses a name that resolves to loopback without telling what it resolves to', async () => {
    const message = await refusal('http://localhost:8080/hook');
    expect(message).toBe("the webhook URL's host localhost is not a public address: webhooks go to public addresses only");
    expect(message).not.toMatch(/127\.0\.0\.1|::1|resolves/);
  });

  it('refuses what delivery refuses whatever the setting: other schemes, credentials', async () => {
    expect(await refusal('ftp://hooks.example/x', true)).toMatch(/http or https only/);
    expect(await refusal('https://user:pw@hooks.example/x', true)).toMatch(/carries credentials/);
  });

  it('accepts public addresses, names that do not resolve yet, and private ones when they are allowed', async () => {
    expect(await refusal('https://8.8.8.8/hook')).toBeUndefined();
    expect(await refusal('https://[2606:4700::6810:84e5]/hook')).toBeUndefined();
    expect(await refusal('https://hooks.invalid/hook')).toBeUndefined();
    expect(await refusal('http://127.0.0.1:9/hook', true)).toBeUndefined();
    expect(await refusal('http://localhost:9/hook', true)).toBeUndefined();
  });
});
