import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataLayer } from '../../shared/data-layer.ts';
import { ProfileContext } from '../../shared/profile-context.tsx';
import { bareStore, testDeps } from '@lobby/casino-core/testing';
import { FakeIntersectionObserver } from '../../testing/fake-intersection-observer.ts';
import { testProfile } from '../../testing/render-app.tsx';
import { useFilledSections } from './section-pacing.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.last = null;
});

interface Props {
  ready: boolean;
  ids: readonly string[];
  first: number;
}

/** One box per section (watched past the first); `record` gets the filled ones at every render. */
function Sections({
  ready,
  ids,
  first,
  record,
  recordStill,
}: Props & { record: (filled: string[]) => void; recordStill?: (still: string[]) => void }) {
  const filled = useFilledSections(ready, ids, first);
  record(ids.filter((id) => filled.isFilled(id)));
  recordStill?.(ids.filter((id) => filled.isStill(id)));
  return ids.map((id, index) => <section key={id} id={id} ref={index < first ? undefined : filled.place(id)} />);
}

/** Renders the sections and records the filled ones render by render. */
function renderSections(initial: Props) {
  const seen: string[][] = [];
  const still: string[][] = [];
  const record = (filled: string[]) => seen.push(filled);
  const recordStill = (ids: string[]) => still.push(ids);
  const { store } = bareStore(testDeps(), dataLayer);
  const tree = (props: Props) => (
    <ProfileContext value={testProfile()}>
      <Provider store={store}>
        <Sections {...props} record={record} recordStill={recordStill} />
      </Provider>
    </ProfileContext>
  );
  const view = render(tree(initial));
  const last = () => seen[seen.length - 1];
  const element = (id: string) => view.container.querySelector(`#${id}`) as Element;
  const lastStill = () => still[still.length - 1];
  return { seen, last, lastStill, element, rerender: (props: Props) => view.rerender(tree(props)) };
}

/** The distinct sets filled, in order. */
const steps = (seen: string[][]) => seen.map((ids) => ids.join(',')).filter((ids, index, all) => ids !== all[index - 1]);

describe('useFilledSections', () => {
  it('fills nothing until the rows are ready', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { seen } = renderSections({ ready: false, ids: ['a', 'b', 'c'], first: 2 });
    expect(steps(seen)).toEqual(['']);
  });

  it("fills the first screen's sections at once, and the others only when their place comes near, one per render", () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { seen, last, element } = renderSections({ ready: true, ids: ['a', 'b', 'c', 'd', 'e'], first: 2 });
    expect(last()).toEqual(['a', 'b']);
    const observer = FakeIntersectionObserver.last as FakeIntersectionObserver;
    expect(observer.options.rootMargin).toBe('100% 0px');
    expect(observer.observed).toEqual(['c', 'd', 'e'].map(element));
    act(() => observer.report(false));
    expect(last()).toEqual(['a', 'b']);
    act(() => observer.report(true, [element('c'), element('d')]));
    expect(last()).toEqual(['a', 'b', 'c', 'd']);
    expect(steps(seen)).toEqual(['a,b', 'a,b,c', 'a,b,c,d']);
    // A section once near stays filled and is no longer watched; the last one still waits.
    expect(observer.observed).toEqual([element('e')]);
  });

  it('keeps still the placeholders of the sections off screen, loading or not, until their place comes near', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { lastStill, element, rerender } = renderSections({ ready: false, ids: ['a', 'b', 'c', 'd'], first: 2 });
    // Loading: the first screen's pulse, the others wait still.
    expect(lastStill()).toEqual(['c', 'd']);
    const observer = FakeIntersectionObserver.last as FakeIntersectionObserver;
    act(() => observer.report(true, [element('c')]));
    expect(lastStill()).toEqual(['d']);
    // Ready: the near one is filled, the far one still waits without a pulse.
    rerender({ ready: true, ids: ['a', 'b', 'c', 'd'], first: 2 });
    expect(lastStill()).toEqual(['d']);
    act(() => observer.report(true, [element('d')]));
    expect(lastStill()).toEqual([]);
  });

  it('without IntersectionObserver, fills every section, one more per render', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { seen, last, rerender } = renderSections({ ready: false, ids: ['a', 'b', 'c'], first: 1 });
    rerender({ ready: true, ids: ['a', 'b', 'c'], first: 1 });
    expect(last()).toEqual(['a', 'b', 'c']);
    rerender({ ready: true, ids: ['a', 'b', 'c', 'd'], first: 1 });
    expect(last()).toEqual(['a', 'b', 'c', 'd']);
    expect(steps(seen)).toEqual(['', 'a', 'a,b', 'a,b,c', 'a,b,c,d']);
  });
});
