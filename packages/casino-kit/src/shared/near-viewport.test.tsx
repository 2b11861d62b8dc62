import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '@lobby/casino-core';
import { testDeps } from '@lobby/casino-core/testing';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer.ts';
import { appStart, testProfile } from '../testing/render-app.tsx';
import { NearViewport } from './near-viewport.tsx';
import { ProfileContext } from './profile-context.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.last = null;
});

function renderNear(profile = testProfile()) {
  // The store holds the profile's options, as the app's does.
  const { store } = startApp(testDeps(), appStart(profile), { theme: 'light', language: 'en', languageChosen: false }, null);
  return render(
    <ProfileContext value={profile}>
      <Provider store={store}>
        <NearViewport>
          <p>the slot</p>
        </NearViewport>
      </Provider>
    </ProfileContext>,
  );
}

describe('NearViewport', () => {
  it('renders its part only once the place comes within a screen of the viewport, and keeps it', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container } = renderNear();
    expect(screen.queryByText('the slot')).toBeNull();
    const observer = FakeIntersectionObserver.last;
    expect(observer?.options.rootMargin).toBe('100% 0px');
    expect(observer?.observed).toEqual([container.querySelector('[data-late-slot]')]);
    act(() => observer?.report(false));
    expect(screen.queryByText('the slot')).toBeNull();
    act(() => observer?.report(true));
    expect(screen.getByText('the slot')).toBeTruthy();
    expect(container.querySelector('[data-late-slot]')).toBeNull();
    expect(observer?.disconnected).toBe(true);
  });

  it("looks as far ahead as the casino's options say", () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderNear(testProfile({ options: { lateSlotsAheadScreens: 2 } }));
    expect(FakeIntersectionObserver.last?.options.rootMargin).toBe('200% 0px');
  });

  it('renders its part at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderNear();
    expect(screen.getByText('the slot')).toBeTruthy();
  });
});
