import type { CSSProperties } from 'react';

const SPARKS = Array.from({ length: 12 }, (_, index) => index);
const BURSTS = ['lb-fireworks__burst--a', 'lb-fireworks__burst--b', 'lb-fireworks__burst--c', 'lb-fireworks__burst--d'];

/**
 * Decorative CSS fireworks: a few bursts of radial sparks. Under reduced motion the CSS freezes
 * them into a still starburst, so the popup keeps its festive look without movement.
 */
export function FireworksBurst() {
  return (
    <div className="lb-fireworks__sky" aria-hidden="true">
      {BURSTS.map((burst) => (
        <span key={burst} className={`lb-fireworks__burst ${burst}`}>
          {SPARKS.map((index) => (
            <span key={index} className="lb-fireworks__spark" style={{ '--i': index } as CSSProperties} />
          ))}
        </span>
      ))}
    </div>
  );
}
