import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorMessage } from './ErrorMessage';

describe('ErrorMessage', () => {
  it('shows a server message as a sentence of its own, starting with a capital', () => {
    const html = renderToStaticMarkup(<ErrorMessage message='redirect URL must be an absolute http(s) URL, got "x"' />);
    expect(html).toContain('>Redirect URL must be an absolute http(s) URL, got &quot;x&quot;</p>');
  });

  it('is hidden and empty without a message', () => {
    expect(renderToStaticMarkup(<ErrorMessage message={undefined} />)).toBe('<p class="error" role="alert" aria-live="assertive" hidden=""></p>');
  });
});
