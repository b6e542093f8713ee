import { copyLine } from './copy-wording';
import type { Toast } from './messages';
import { PAGE_UI_CSS, TOAST_MS } from './page-ui-view';

/** The arguments of `showToastInPage`, prepared by the extension (the function itself can import nothing). */
export interface PageToastArgs {
  css: string;
  text: string;
  tone: Toast['tone'];
  copyText: string | null;
  copiedLine: string;
  failedLine: string;
  ms: number;
}

export function pageToastArgs(toast: Toast): PageToastArgs {
  return {
    css: PAGE_UI_CSS,
    text: toast.text,
    tone: toast.tone,
    copyText: toast.copyText ?? null,
    copiedLine: copyLine(toast.text, true),
    failedLine: copyLine(toast.text, false),
    ms: TOAST_MS,
  };
}

/**
 * Runs in a page Segue has no content script on (any site, right after a right-click there, by
 * `scripting.executeScript` under `activeTab`): shows the result in a shadow root of its own,
 * copies the link first and says whether that worked, with a Copy button when it did not.
 * Self-contained: the browser serialises it, so it may use only its argument.
 */
export async function showToastInPage(args: PageToastArgs): Promise<{ copied: boolean }> {
  const host = document.createElement('segue-toast');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = args.css;
  const box = document.createElement('div');
  box.className = args.tone === 'error' ? 'segue-toast error' : 'segue-toast';
  box.setAttribute('role', 'status');
  const line = document.createElement('span');
  box.append(line);
  root.append(style, box);
  document.documentElement.append(host);
  setTimeout(() => host.remove(), args.ms);

  if (args.copyText === null) {
    line.textContent = args.text;
    return { copied: false };
  }
  const link = args.copyText;
  const copied = await navigator.clipboard.writeText(link).then(
    () => true,
    () => false,
  );
  line.textContent = copied ? args.copiedLine : args.failedLine;
  if (!copied) {
    const copy = document.createElement('button');
    copy.type = 'button';
    copy.textContent = 'Copy';
    copy.addEventListener('click', () => {
      void navigator.clipboard.writeText(link).then(() => {
        line.textContent = args.copiedLine;
        copy.remove();
      });
    });
    box.append(copy);
  }
  return { copied };
}
