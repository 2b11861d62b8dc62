import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentInstallOffer, listenForInstallOffer } from '@lobby/casino-core';
import { useInstallPrompt } from './use-install-prompt.ts';

// As the app does at start-up (`createCasinoApp`).
listenForInstallOffer(window);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.dispatchEvent(new Event('appinstalled'));
});

const FLAG = 'lobby.alpha.installDismissed';

/** Makes the browser's install offer, answered with `outcome`; returns its prompt spy. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('useInstallPrompt', () => {
  it('shows once the browser offers installation, keeping the browser’s own bar away', () => {
    const hook = renderHook(() => useInstallPrompt('alpha', 'development'));
    expect(hook.result.current.visible).toBe(false);
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(hook.result.current.visible).toBe(true);
  });

  it('never shows on the live environment, nor before the configuration', () => {
    offerInstall();
    expect(renderHook(() => useInstallPrompt('alpha', 'live')).result.current.visible).toBe(false);
    expect(renderHook(() => useInstallPrompt('alpha', undefined)).result.current.visible).toBe(false);
  });

  it('stays away on this device after Not now', () => {
    offerInstall();
    const hook = renderHook(() => useInstallPrompt('alpha', 'development'));
    act(() => hook.result.current.dismiss());
    expect(hook.result.current.visible).toBe(false);
    expect(window.localStorage.getItem(FLAG)).toBe('1');
    expect(renderHook(() => useInstallPrompt('alpha', 'development')).result.current.visible).toBe(false);
    expect(renderHook(() => useInstallPrompt('beta', 'development')).result.current.visible).toBe(true);
  });

  it('opens the browser’s dialog once on Install; the offer is used up', async () => {
    const { prompt } = offerInstall('accepted');
    const hook = renderHook(() => useInstallPrompt('alpha', 'development'));
    await act(() => hook.result.current.install());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(currentInstallOffer()).toBeNull();
    expect(hook.result.current).toMatchObject({ visible: false, installing: false });
    expect(window.localStorage.getItem(FLAG)).toBeNull();
  });

  it('counts declining the browser’s dialog as Not now', async () => {
    offerInstall('dismissed');
    const hook = renderHook(() => useInstallPrompt('alpha', 'development'));
    await act(() => hook.result.current.install());
    expect(window.localStorage.getItem(FLAG)).toBe('1');
  });

  it('hides when the app gets installed another way', () => {
    offerInstall();
    const hook = renderHook(() => useInstallPrompt('alpha', 'development'));
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(hook.result.current.visible).toBe(false);
  });

  describe('the Add to Home Screen hint', () => {
    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const asIphone = () => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    afterEach(() => vi.restoreAllMocks());

    it('shows in Safari on an iPhone, where no install offer comes, and not elsewhere', () => {
      expect(renderHook(() => useInstallPrompt('alpha', 'development')).result.current.hintVisible).toBe(false);
      asIphone();
      const hook = renderHook(() => useInstallPrompt('alpha', 'development'));
      expect(hook.result.current).toMatchObject({ hintVisible: true, visible: false });
      expect(renderHook(() => useInstallPrompt('alpha', 'live')).result.current.hintVisible).toBe(false);
    });

    it('goes for good with Got it, under the install prompt’s own flag', () => {
      asIphone();
      const hook = renderHook(() => useInstallPrompt('alpha', 'development'));
      act(() => hook.result.current.dismiss());
      expect(hook.result.current.hintVisible).toBe(false);
      expect(window.localStorage.getItem(FLAG)).toBe('1');
      expect(renderHook(() => useInstallPrompt('alpha', 'development')).result.current.hintVisible).toBe(false);
    });
  });
});
