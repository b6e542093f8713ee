import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Component tests run in happy-dom (`// @vitest-environment happy-dom`); React wants to know
// updates are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into a fresh container in the document, with the updates of the first effects applied. */
export async function render(node: ReactNode): Promise<{ container: HTMLElement; unmount(): Promise<void> }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  await settle();
  return {
    container,
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises (fake server calls, storage) finish and React apply what they set. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await act(async () => new Promise<void>((resolve) => queueMicrotask(resolve)));
}

/** Clicks the button whose text is `text` (exactly), and settles. */
export async function clickButton(container: HTMLElement, text: string): Promise<void> {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === text);
  if (!button) throw new Error(`no button “${text}” among: ${[...container.querySelectorAll('button')].map((b) => b.textContent).join(', ')}`);
  await act(async () => button.click());
  await settle();
}
