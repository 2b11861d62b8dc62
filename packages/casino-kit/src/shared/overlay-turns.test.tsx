import type { OverlayKind } from '@lobby/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppHook } from '../testing/render-app.tsx';
import { useOverlayTurn } from './overlay-turns.ts';

function Probe({ kind, wants = true }: { kind: OverlayKind; wants?: boolean }) {
  return useOverlayTurn(kind, wants) ? <p>{kind}</p> : null;
}

/** The screen as a phone (narrower than the desktop band) or a wide one. */
function screenIs(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: phone && query.startsWith('(max-width'), addEventListener() {}, removeEventListener() {} })),
  );
}

function renderOverlays(overlays: { kind: OverlayKind; wants?: boolean }[]) {
  const { store } = renderAppHook(() => null);
  const tree = (list: typeof overlays) => {
    const probes = list.map((o) => <Probe key={o.kind} kind={o.kind} wants={o.wants} />);
    return <Provider store={store}>{probes}</Provider>;
  };
  const view = render(tree(overlays));
  return { rerender: (list: typeof overlays) => view.rerender(tree(list)) };
}

const shown = () => screen.queryAllByRole('paragraph').map((p) => p.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useOverlayTurn', () => {
  it('on a phone shows one bar at the bottom, the higher first, and the next when it goes', () => {
    screenIs(true);
    const view = renderOverlays([{ kind: 'sticky-banner' }, { kind: 'login-bar' }]);
    expect(shown()).toEqual(['login-bar']);
    act(() => view.rerender([{ kind: 'sticky-banner' }, { kind: 'login-bar', wants: false }]));
    expect(shown()).toEqual(['sticky-banner']);
  });

  it('on a wide screen lets two bars show, and a sheet beside them', () => {
    screenIs(false);
    renderOverlays([{ kind: 'sticky-banner' }, { kind: 'login-bar' }, { kind: 'dfs-sheet' }]);
    expect(shown().sort()).toEqual(['dfs-sheet', 'login-bar', 'sticky-banner']);
  });

  it('keeps a phone’s sheet alone at the bottom', () => {
    screenIs(true);
    renderOverlays([{ kind: 'sticky-banner' }, { kind: 'dfs-sheet' }, { kind: 'fifty-free' }]);
    expect(shown()).toEqual(['dfs-sheet']);
  });
});
