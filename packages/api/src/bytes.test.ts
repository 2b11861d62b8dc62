import { describe, expect, it } from 'vitest';
import { base64ToBytes, hexToBytes } from './bytes.ts';

describe('base64ToBytes', () => {
  it.each(['', 'AA==', 'AAA=', 'AAAA', 'q+/9', 'SGVsbG8sIHdvcmxk'])('accepts %j', (text) => {
    expect(base64ToBytes(text)).toEqual(new Uint8Array(Buffer.from(text, 'base64')));
  });

  it.each(['A', 'AA', 'AAA', 'A===', 'AA=A', '=AAA', 'AAAAA===', 'AA AA', 'AA\nAA', 'AA-_', 'AA==AA=='])('rejects %j', (text) => {
    expect(base64ToBytes(text)).toBeNull();
  });
});

describe('hexToBytes', () => {
  it('reads either case', () => {
    expect(hexToBytes('00fFaB')).toEqual(Uint8Array.from([0, 255, 171]));
  });

  it.each(['0', 'zz', '0x00', ' 00'])('rejects %j', (text) => {
    expect(hexToBytes(text)).toBeNull();
  });
});
