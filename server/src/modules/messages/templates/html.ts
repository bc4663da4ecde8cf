import { escape } from 'html-escaper';

/** Markup already made safe: left as it is when put into another piece of markup. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function piece(value: Part): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.markup;
  if (Array.isArray(value)) return value.map(piece).join('');
  return escape(String(value as string | number));
}

/**
 * Markup with every value put into it escaped, unless it is markup made here: a shopper's name,
 * address or a product title can never open a tag or an attribute. (Written out because what it
 * does is one line over html-escaper: no template engine for a handful of e-mails.)
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  return new Html(strings.reduce((out, s, i) => out + s + (i < values.length ? piece(values[i]!) : ''), ''));
}
