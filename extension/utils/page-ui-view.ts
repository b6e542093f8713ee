import type { Toast } from './messages';

/** Styles of the in-page UI, inside its shadow root so the site's CSS cannot reach it. */
export const PAGE_UI_CSS = `
.segue-open {
  position: fixed; right: 20px; bottom: 96px; z-index: 2147483647;
  font: 600 14px/1.2 system-ui, sans-serif; color: #fff; background: #4b3fd6;
  border: 0; border-radius: 999px; padding: 10px 16px; cursor: pointer;
  box-shadow: 0 4px 14px rgba(0, 0, 0, .3);
}
.segue-open:hover { background: #3a30b0; }
.segue-open[disabled] { opacity: .7; cursor: progress; }
.segue-open[hidden], .segue-toast[hidden] { display: none; }
.segue-toast {
  position: fixed; right: 20px; bottom: 148px; z-index: 2147483647; max-width: 340px;
  font: 14px/1.35 system-ui, sans-serif; color: #fff; background: #1f1f24;
  border-left: 4px solid #1d7a4f; border-radius: 8px; padding: 10px 14px;
  box-shadow: 0 4px 14px rgba(0, 0, 0, .3);
}
.segue-toast.error { border-left-color: #e5534b; }
`;

/** How long a toast stays: long enough to read two lines. */
export const TOAST_MS = 6000;

export interface PageUiView {
  /** Shows the button with this label, or hides it for null. */
  setButton(label: string | null): void;
  setBusy(busy: boolean): void;
  onClick(handler: () => void): void;
  toast(toast: Toast): void;
}

/** Builds the button and the toast in `container` (plain DOM: the content script stays small). */
export function createPageUiView(container: HTMLElement, timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis): PageUiView {
  const doc = container.ownerDocument;
  const button = doc.createElement('button');
  button.className = 'segue-open';
  button.type = 'button';
  button.hidden = true;
  const toastBox = doc.createElement('div');
  toastBox.className = 'segue-toast';
  toastBox.setAttribute('role', 'status');
  toastBox.hidden = true;
  container.append(button, toastBox);
  let label = '';
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  return {
    setButton(next) {
      button.hidden = next === null;
      label = next ?? '';
      if (!button.disabled) button.textContent = label;
    },
    setBusy(busy) {
      button.disabled = busy;
      button.textContent = busy ? 'Opening…' : label;
    },
    onClick(handler) {
      button.addEventListener('click', handler);
    },
    toast({ text, tone }) {
      toastBox.textContent = text;
      toastBox.classList.toggle('error', tone === 'error');
      toastBox.hidden = false;
      if (hideTimer !== undefined) timers.clearTimeout(hideTimer);
      hideTimer = timers.setTimeout(() => {
        toastBox.hidden = true;
      }, TOAST_MS);
    },
  };
}
