// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('Intl formats, built once', () => {
  it('hands back the same formatter for the same language and options', () => {
    const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
    expect(dateTimeFormat('de', options)).toBe(dateTimeFormat('de', { ...options }));
    expect(dateTimeFormat('de', options)).not.toBe(dateTimeFormat('fr', options));
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' })).not.toBe(numberFormat('en', { style: 'currency', currency: 'USD' }));
  });

  it('formats as the constructor would, and throws for an unknown currency as it does', () => {
    const instant = Date.UTC(2026, 10, 25, 18, 30);
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('es', options).format(instant)).toBe(new Intl.DateTimeFormat('es', options).format(instant));
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError);
  });
});
