import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RemoveIntegration } from './RemoveIntegration';

describe('removing an integration', () => {
  it('asks first, naming the platform and the secrets Segue cannot show again', () => {
    const html = renderToStaticMarkup(<RemoveIntegration platform="applemusic" secretFields={['private_key']} onRemove={async () => {}} onCancel={() => {}} />);
    expect(html).toContain('Remove the Apple Music integration?');
    expect(html).toContain('keep your own copy of Private key (.p8 file content)');
    expect(html).toMatch(/<button type="button" class="danger">Remove Apple Music integration<\/button>/);
    expect(html).toContain('Keep it</button>');
  });

  it('says nothing of secrets for a platform that keeps none', () => {
    const html = renderToStaticMarkup(<RemoveIntegration platform="deezer" secretFields={[]} onRemove={async () => {}} onCancel={() => {}} />);
    expect(html).toContain('Remove the Deezer integration?');
    expect(html).not.toContain('keep your own copy');
  });
});
