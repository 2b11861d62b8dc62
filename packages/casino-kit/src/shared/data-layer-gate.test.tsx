import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataLayer } from '@lobby/casino-core';
import { bareStore, testDeps } from '@lobby/casino-core/testing';
import { dataLayer as layer } from './data-layer.ts';
import { DataLayerGate, optionalPart } from './data-layer-gate.tsx';
import { DepsContext } from './deps-context.tsx';

afterEach(cleanup);

/** Renders `children` over a store whose data layer import succeeds or fails as told. */
async function renderWith(children: React.ReactNode, importLayer: () => Promise<DataLayer>) {
  const deps = testDeps({}, { log: vi.fn() });
  const { store } = bareStore(deps);
  // The host's own import, as the test tells it to go.
  const host = store.dataLayer;
  Object.assign(store, {
    dataLayer: {
      ...host,
      load: () => importLayer().then(host.use),
      get current() {
        return host.current;
      },
    },
  });
  // Awaited, so React's retry after the data layer arrives runs inside the same act scope.
  await act(async () => {
    render(
      <DepsContext value={deps}>
        <Provider store={store}>
          <Suspense fallback={<p>waiting</p>}>{children}</Suspense>
        </Provider>
      </DepsContext>,
    );
  });
  return deps;
}

describe('DataLayerGate', () => {
  it('waits for the data layer, then shows its part', async () => {
    await renderWith(<DataLayerGate>part</DataLayerGate>, async () => layer);
    expect(await screen.findByText('part')).toBeTruthy();
  });

  it('shows an optional part nothing, and says so once, when the data layer cannot load', async () => {
    const deps = await renderWith(<DataLayerGate optional="the popup">part</DataLayerGate>, () => Promise.reject(new Error('offline')));
    await waitFor(() => expect(deps.log).toHaveBeenCalledWith('the popup could not be loaded'));
    expect(screen.queryByText('part')).toBeNull();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('renders at once with skip, loading nothing', async () => {
    const importLayer = vi.fn(async () => layer);
    await renderWith(<DataLayerGate skip>part</DataLayerGate>, importLayer);
    expect(screen.getByText('part')).toBeTruthy();
    expect(importLayer).not.toHaveBeenCalled();
  });
});

describe('optionalPart', () => {
  it('shows nothing, and says so, when its code cannot be fetched', async () => {
    const Part = optionalPart('the offer', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const deps = await renderWith(<Part />, async () => layer);
    await waitFor(() => expect(deps.log).toHaveBeenCalledWith('the offer could not be loaded'));
  });
});
