import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmDelete } from './ConfirmDelete';
import { CopyField } from './CopyField';
import { ErrorMessage } from './ErrorMessage';

describe('accessible building blocks', () => {
  it('labels the copied value and names the copy button after it', () => {
    const html = renderToStaticMarkup(<CopyField label="Public key" value="abc" testId="public-key" />);
    const labelFor = /<label for="([^"]+)">Public key<\/label>/.exec(html)?.[1];
    expect(labelFor).toBeTruthy();
    const input = /<input [^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain(`id="${labelFor}"`);
    expect(input.toLowerCase()).toContain('readonly=""');
    expect(input).toContain('value="abc"');
    expect(html).toContain('aria-label="Copy Public key"');
    expect(html).toContain('aria-live="polite"');
  });

  it('announces errors and hides the line when there is none', () => {
    expect(renderToStaticMarkup(<ErrorMessage message="wrong e-mail or password" />)).toMatch(/role="alert" aria-live="assertive"[^>]*>Wrong e-mail or password</);
    expect(renderToStaticMarkup(<ErrorMessage message={undefined} />)).toContain('hidden');
  });

  it('starts a delete as a single button, not a form', () => {
    const html = renderToStaticMarkup(<ConfirmDelete kind="app" name="Player" consequence="gone" onDelete={async () => {}} />);
    expect(html).toBe('<button type="button" class="danger">Delete app</button>');
  });
});
