// Building an Intl formatter costs far more than using one (locale data is resolved each time):
// a page that formats every tournament's dates or every prize built one per value, per render.

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, language: string, options: object, make: () => F): F {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** An `Intl.DateTimeFormat` for `language` and `options`, built once and reused. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', language, options, () => new Intl.DateTimeFormat(language, options));
}

/** An `Intl.NumberFormat` for `language` and `options`, built once and reused; throws as the constructor does (an unknown currency). */
export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', language, options, () => new Intl.NumberFormat(language, options));
}
