import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFrameMessages } from './use-frame-messages.ts';

afterEach(cleanup);

const GAME_URL = 'https://games.test/acme/game-1?token=t';

/** A game frame in the document, with a hook listening for its messages. */
function listen(url: string | null = GAME_URL) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const onOpenCashier = vi.fn();
  const hook = renderHook(({ src }) => useFrameMessages({ current: frame }, src, onOpenCashier), { initialProps: { src: url } });
  const post = (data: unknown, origin = 'https://games.test', source: MessageEventSource | null = frame.contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { frame, onOpenCashier, hook, post };
}

describe('useFrameMessages', () => {
  it("opens the cashier on the game's message from its own origin and window", () => {
    const { post, onOpenCashier } = listen();
    post({ type: 'lobby:open-cashier' });
    expect(onOpenCashier).toHaveBeenCalledTimes(1);
  });

  it('understands the legacy openCashier string', () => {
    const { post, onOpenCashier } = listen();
    post('openCashier');
    expect(onOpenCashier).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another origin', 'https://evil.test'],
    ['the lobby origin', window.location.origin],
    ['a look-alike origin', 'https://games.test.evil.test'],
  ])('ignores a message from %s', (_label, origin) => {
    const { post, onOpenCashier } = listen();
    post({ type: 'lobby:open-cashier' }, origin);
    expect(onOpenCashier).not.toHaveBeenCalled();
  });

  it('ignores a message from another window, even with the right origin', () => {
    const { post, onOpenCashier } = listen();
    post({ type: 'lobby:open-cashier' }, 'https://games.test', window);
    post({ type: 'lobby:open-cashier' }, 'https://games.test', null);
    expect(onOpenCashier).not.toHaveBeenCalled();
  });

  it.each([[null], [42], [{ type: 'lobby:open-cashier-now' }], [{}], ['OPENCASHIER']])('ignores the malformed message %j', (data) => {
    const { post, onOpenCashier } = listen();
    post(data);
    expect(onOpenCashier).not.toHaveBeenCalled();
  });

  it('listens to nothing before the game has an address, and stops when unmounted', () => {
    const { post, onOpenCashier, hook } = listen(null);
    post({ type: 'lobby:open-cashier' });
    expect(onOpenCashier).not.toHaveBeenCalled();
    hook.rerender({ src: GAME_URL });
    post({ type: 'lobby:open-cashier' });
    expect(onOpenCashier).toHaveBeenCalledTimes(1);
    hook.unmount();
    post({ type: 'lobby:open-cashier' });
    expect(onOpenCashier).toHaveBeenCalledTimes(1);
  });

  it('follows a new game address to its origin', () => {
    const { post, onOpenCashier, hook } = listen();
    hook.rerender({ src: 'https://other-games.test/x' });
    post({ type: 'lobby:open-cashier' }, 'https://games.test');
    expect(onOpenCashier).not.toHaveBeenCalled();
    post({ type: 'lobby:open-cashier' }, 'https://other-games.test');
    expect(onOpenCashier).toHaveBeenCalledTimes(1);
  });
});
