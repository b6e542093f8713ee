import { copyLine } from './copy-wording';
import type { Toast } from './messages';

/** Styles of the in-page UI, inside its shadow root so the site's CSS cannot reach it. */
export const PAGE_UI_CSS = `
.segue-open {
  position: fixed; right: 20px; bottom: 96px; z-index: 2147483647;
  font: 600 14px/1.2 system-ui, sans-serif; color: #fff; background: #4b3fd6;
  border: 0; border-radius: 999px; padding: 10px 16px 10px 12px; cursor: pointer;
  box-shadow: 0 4px 14px rgba(0, 0, 0, .3); display: inline-flex; align-items: center; gap: 8px;
}
.segue-open::before { content: '\\266B'; font-size: 16px; line-height: 1; color: #ffd34d; }
.segue-open:hover { background: #3a30b0; }
.segue-open[disabled] { opacity: .75; cursor: progress; }
.segue-open[hidden], .segue-toast[hidden], .segue-toast button[hidden] { display: none; }
.segue-toast {
  position: fixed; right: 20px; bottom: 148px; z-index: 2147483647; max-width: 360px;
  font: 14px/1.35 system-ui, sans-serif; color: #fff; background: #1f1f24;
  border-left: 4px solid #1d7a4f; border-radius: 8px; padding: 10px 14px;
  box-shadow: 0 4px 14px rgba(0, 0, 0, .3); display: flex; gap: 10px; align-items: center;
}
.segue-toast.error { border-left-color: #e5534b; }
.segue-toast button {
  font: 600 13px system-ui, sans-serif; color: #1f1f24; background: #fff; border: 0;
  border-radius: 6px; padding: 4px 10px; cursor: pointer; flex: none;
}
`;

/** How long a toast stays: long enough to read two lines. */
export const TOAST_MS = 6000;

export interface PageUiView {
  /** Shows the button with this label, or hides it for null. */
  setButton(label: string | null): void;
  setBusy(busy: boolean, label?: string): void;
  onClick(handler: () => void): void;
  /** Shows a toast; one with a link copies it first and says whether that worked. */
  toast(toast: Toast): Promise<{ copied: boolean }>;
}

type Timers = { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
type Clipboard = { writeText(text: string): Promise<void> };

/** Builds the button and the toast in `container` (plain DOM: the content script stays small). */
export function createPageUiView(container: HTMLElement, timers: Timers = globalThis, clipboard: Clipboard = navigator.clipboard): PageUiView {
  const doc = container.ownerDocument;
  const button = doc.createElement('button');
  button.className = 'segue-open';
  button.type = 'button';
  button.hidden = true;
  const toastBox = doc.createElement('div');
  toastBox.className = 'segue-toast';
  toastBox.setAttribute('role', 'status');
  toastBox.hidden = true;
  const toastText = doc.createElement('span');
  const copyButton = doc.createElement('button');
  copyButton.type = 'button';
  copyButton.textContent = 'Copy';
  copyButton.hidden = true;
  toastBox.append(toastText, copyButton);
  container.append(button, toastBox);
  let label = '';
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let pendingCopy = '';
  let pendingText = '';

  const show = (text: string, tone: Toast['tone'], offerCopy: boolean) => {
    toastText.textContent = text;
    toastBox.classList.toggle('error', tone === 'error');
    copyButton.hidden = !offerCopy;
    toastBox.hidden = false;
    if (hideTimer !== undefined) timers.clearTimeout(hideTimer);
    hideTimer = timers.setTimeout(() => {
      toastBox.hidden = true;
    }, TOAST_MS);
  };
  // A press is a user gesture: the clipboard takes the write then, where it refused it before.
  copyButton.addEventListener('click', () => {
    void clipboard.writeText(pendingCopy).then(
      () => show(copyLine(pendingText, true), 'ok', false),
      () => show(`${pendingText}. Copying is blocked on this page: open Segue to copy it.`, 'error', false),
    );
  });

  return {
    setButton(next) {
      button.hidden = next === null;
      label = next ?? '';
      if (!button.disabled) button.textContent = label;
    },
    setBusy(busy, busyLabel = 'Opening…') {
      button.disabled = busy;
      button.textContent = busy ? busyLabel : label;
    },
    onClick(handler) {
      button.addEventListener('click', handler);
    },
    async toast({ text, tone, copyText }) {
      if (copyText === undefined) {
        show(text, tone, false);
        return { copied: false };
      }
      const copied = await clipboard.writeText(copyText).then(
        () => true,
        () => false,
      );
      pendingCopy = copyText;
      pendingText = text;
      show(copyLine(text, copied), tone, !copied);
      return { copied };
    },
  };
}
