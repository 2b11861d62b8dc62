import { Fragment } from 'react';
import type { ReactNode } from 'react';

/** A marker no translation contains, put where the slot goes and split on afterwards. */
export const SLOT_MARKER = '\u2063slot\u2063';

/**
 * A translated sentence with `node` where `SLOT_MARKER` was interpolated, so a value (e.g. a
 * right-to-left search query) can sit in its own isolating element inside any word order.
 */
export function TextWithSlot({ text, node }: { text: string; node: ReactNode }) {
  const parts = text.split(SLOT_MARKER);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder.
        <Fragment key={index}>
          {index > 0 ? node : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
