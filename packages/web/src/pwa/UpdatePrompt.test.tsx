import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { usePwaStore } from './store';
import { UpdatePrompt } from './UpdatePrompt';

afterEach(() => usePwaStore.setState({ updateWaiting: false, activateUpdate: null }));

function reloadButton(container: HTMLElement): HTMLButtonElement | undefined {
  return [...container.querySelectorAll('button')].find((button) => button.textContent === 'Reload');
}

describe('the new-version prompt', () => {
  it('says nothing while the running build is the newest', async () => {
    const container = await render(<UpdatePrompt />);
    expect(container.textContent).toBe('');
  });

  it('offers a reload once a new build waits, and activates it only on the tap', async () => {
    const activations: string[] = [];
    const container = await render(<UpdatePrompt />);

    act(() => usePwaStore.getState().updateFound(() => activations.push('activated')));
    expect(container.querySelector('[role="status"]')?.textContent).toBe('A new version is available.Reload');
    expect(activations).toEqual([]);

    act(() => reloadButton(container)?.click());
    expect(activations).toEqual(['activated']);
    expect(reloadButton(container)).toBeUndefined();
  });
});
