import { describe, expect, it } from 'vitest';
import { extractPageTarget, readHead } from './extract-page-target';

describe('extractPageTarget', () => {
  it('reads the escaped script target of a Branch page', () => {
    expect(extractPageTarget('<script>var target = "https:\\/\\/open.spotify.com\\/track\\/abc?si=1\\u0026x=2";</script>')).toBe(
      'https://open.spotify.com/track/abc?si=1&x=2',
    );
  });

  it('falls back to og:url', () => {
    expect(extractPageTarget('<meta property="og:url" content="https://open.spotify.com/album/x?a=1&amp;b=2">')).toBe('https://open.spotify.com/album/x?a=1&b=2');
  });

  it('is null for a page without a target', () => {
    expect(extractPageTarget('<html><body>Hello</body></html>')).toBeNull();
  });
});

describe('readHead', () => {
  it('stops at the limit and cancels the rest', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    const text = await readHead(body, 4096);
    expect(text).toHaveLength(4096);
    expect(pulled).toBeLessThan(10);
  });
});
