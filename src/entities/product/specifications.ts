import type { Specification } from './product';

export const MAX_SPECIFICATIONS = 10;

/** A product attribute as the normalizer reads it: key, values, and the unit of those values. */
export interface Attribute {
  key: string;
  values: string[];
  unit: string;
}

// Unit words a key may end with (`weight_kg`, `max_speed_kmph`), and how each reads after a value
// when the attribute names no unit of its own.
const KEY_UNITS = new Map<string, string>(
  Object.entries({
    mm: 'mm',
    cm: 'cm',
    m: 'm',
    km: 'km',
    g: 'g',
    kg: 'kg',
    lb: 'lb',
    lbs: 'lb',
    ml: 'ml',
    l: 'L',
    kmph: 'km/h',
    kmh: 'km/h',
    mph: 'mph',
    hp: 'HP',
    w: 'W',
    kw: 'kW',
    v: 'V',
    mah: 'mAh',
    days: 'days',
    months: 'months',
    years: 'years',
  }),
);

// `featured` is a merchandising flag, not something a shopper reads as a specification.
const NON_SPEC_KEYS = ['featured'];

/** The shop writes Indian English, as the colour picker does: 'color' reads 'colour', in its case. */
const asIndianEnglish = (word: string) =>
  word.replace(/^(colo)(r)(s?)$/i, (_match, start: string, r: string, plural: string) => `${start}${r === 'R' ? 'U' : 'u'}${r}${plural}`);

/** 'km/h' and 'kmph', 'L' and 'l': the same unit, however it is written. */
const plain = (unit: string) => unit.toLowerCase().replace(/[^a-z0-9]/g, '');
const unitKey = (unit: string) => plain(KEY_UNITS.get(plain(unit)) ?? unit);

/**
 * One attribute as the product page lists it (spec §5: underscores read as spaces). The unit goes
 * with the value ("Weight" / "260 g"), so a unit the key ends with (`weight_g`, `dimensions_cm`)
 * is left out of the label; without a `metricUnit`, that suffix becomes the value's unit.
 */
export function toSpecification({ key, values, unit }: Attribute): Specification {
  const words = key.split(/[_\s]+/).filter(Boolean);
  const last = words.at(-1)?.toLowerCase() ?? '';
  const suffixUnit = words.length > 1 && (KEY_UNITS.has(last) || (unit !== '' && unitKey(last) === unitKey(unit)));
  const labelWords = suffixUnit ? words.slice(0, -1) : words;
  const shownUnit = unit || (suffixUnit ? (KEY_UNITS.get(last) ?? '') : '');
  const value = values.join(', ');
  // A value that already says its unit ("20 kg") is not given it twice.
  const saysUnit = shownUnit !== '' && values.every((item) => unitKey(item.split(/\s+/).at(-1) ?? '') === unitKey(shownUnit));
  return {
    label: labelWords.map(asIndianEnglish).join(' '),
    value: value === '' || shownUnit === '' || saysUnit ? value : `${value} ${shownUnit}`,
  };
}

/** Spec §5: keys containing 'phone' are hidden, and at most 10 are shown, in the server's order. */
export function toSpecifications(attributes: Attribute[]): Specification[] {
  return attributes
    .filter((item) => !item.key.toLowerCase().includes('phone'))
    .filter((item) => !NON_SPEC_KEYS.includes(item.key.toLowerCase()))
    .slice(0, MAX_SPECIFICATIONS)
    .map(toSpecification);
}
