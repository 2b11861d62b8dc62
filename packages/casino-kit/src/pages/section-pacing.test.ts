import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFilledSections } from './section-pacing.ts';

/** Every value the hook returned, render by render. */
function rendersOf(props: { ready: boolean; count: number; first: number }) {
  const seen: number[] = [];
  const hook = renderHook(
    (p: typeof props) => {
      const filled = useFilledSections(p.ready, p.count, p.first);
      seen.push(filled);
      return filled;
    },
    { initialProps: props },
  );
  return { seen, hook };
}

describe('useFilledSections', () => {
  it('fills nothing until the rows are ready', () => {
    const { seen, hook } = rendersOf({ ready: false, count: 6, first: 2 });
    expect(hook.result.current).toBe(0);
    expect(new Set(seen)).toEqual(new Set([0]));
  });

  it("fills the first screen's sections at once, then one more per render until every section has its cards", () => {
    const { seen, hook } = rendersOf({ ready: true, count: 5, first: 2 });
    expect(hook.result.current).toBe(5);
    expect([...new Set(seen)]).toEqual([2, 3, 4, 5]);
  });

  it('starts filling when the rows become ready, and fills sections added later', () => {
    const { seen, hook } = rendersOf({ ready: false, count: 3, first: 1 });
    hook.rerender({ ready: true, count: 3, first: 1 });
    expect(hook.result.current).toBe(3);
    hook.rerender({ ready: true, count: 4, first: 1 });
    expect(hook.result.current).toBe(4);
    expect([...new Set(seen)]).toEqual([0, 1, 2, 3, 4]);
  });
});
