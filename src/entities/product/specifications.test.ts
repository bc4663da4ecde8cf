import fc from 'fast-check';
// The reference server's catalogue, as data: every attribute a shopper can meet in it.
import { SEED_PRODUCTS } from '../../../server/src/modules/catalog/seed/products';
import { MAX_SPECIFICATIONS, toSpecification, toSpecifications, type Attribute } from './specifications';

const seedAttributes: Attribute[] = SEED_PRODUCTS.flatMap((product) =>
  product.attributes.map(([key, values, unit]) => ({ key, values, unit: unit ?? '' })),
);

const UNIT_WORDS = /^(mm|cm|m|km|g|kg|lbs?|ml|l|kmph|kmh|mph|hp|w|kw|v|mah|days|months|years)$/i;

describe('a specification as the product page lists it', () => {
  it.each([
    ['weight_g', ['260'], 'g', 'weight', '260 g'],
    ['weight_kg', ['20'], 'kg', 'weight', '20 kg'],
    ['length_cm', ['45'], 'cm', 'length', '45 cm'],
    ['length_m', ['3'], 'm', 'length', '3 m'],
    ['max_speed_kmph', ['22'], 'km/h', 'max speed', '22 km/h'],
    ['motor_power_hp', ['4.5'], 'HP', 'motor power', '4.5 HP'],
    ['dimensions_cm', ['215 x 92 x 160'], 'cm', 'dimensions', '215 x 92 x 160 cm'],
    ['capacity_l', ['40'], 'L', 'capacity', '40 L'],
    ['warranty_period', ['12'], 'months', 'warranty period', '12 months'],
    ['incline_levels', ['18'], '', 'incline levels', '18'],
    ['material', ['Cast iron, chrome handle'], '', 'material', 'Cast iron, chrome handle'],
    // One spelling, the picker's (Indian English), in any case.
    ['color', ['Black', 'Neon Green'], '', 'colour', 'Black, Neon Green'],
    ['Frame_Colors', ['Red'], '', 'Frame Colours', 'Red'],
    ['colour', ['Red'], '', 'colour', 'Red'],
    ['COLOR', ['Red'], '', 'COLOUR', 'Red'],
    // Another server's keys: the unit in the key alone still reaches the value, once.
    ['weight_kg', ['1.2'], '', 'weight', '1.2 kg'],
    ['weight', ['20 kg'], 'kg', 'weight', '20 kg'],
    ['kg', ['5'], '', 'kg', '5'],
    ['weight', [], 'kg', 'weight', ''],
  ])('%s %j %s reads "%s: %s"', (key, values, unit, label, value) => {
    expect(toSpecification({ key, values, unit })).toEqual({ label, value });
  });

  describe('over every attribute of the reference catalogue', () => {
    it('each reads with its unit after the value, and no unit or underscore in its label', () => {
      const misread = seedAttributes
        .map((attribute) => ({ attribute, shown: toSpecification(attribute) }))
        .filter(({ attribute, shown: { label, value } }) => {
          const joined = attribute.values.join(', ');
          return (
            label === '' ||
            label.includes('_') ||
            label.split(' ').some((word) => UNIT_WORDS.test(word)) ||
            !value.startsWith(joined) ||
            (attribute.unit !== '' && value !== `${joined} ${attribute.unit}`)
          );
        });
      expect(seedAttributes.length).toBeGreaterThan(100);
      expect(misread).toEqual([]);
    });

    it('lists each product’s without phone keys or the featured flag, at most ten', () => {
      for (const product of SEED_PRODUCTS) {
        const attributes = product.attributes.map(([key, values, unit]) => ({ key, values, unit: unit ?? '' }));
        const shown = toSpecifications(attributes);
        expect(shown.length).toBeLessThanOrEqual(MAX_SPECIFICATIONS);
        expect(shown.filter(({ label }) => /phone|featured/i.test(label))).toEqual([]);
      }
    });
  });

  it('never throws and never shows an underscore, whatever the server sends', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), fc.string(), (key, values, unit) => {
        const { label } = toSpecification({ key, values, unit });
        expect(label).not.toContain('_');
      }),
    );
  });
});
