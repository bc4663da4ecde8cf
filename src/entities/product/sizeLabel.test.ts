import { sizeLabel } from './sizeLabel';

const product = (category: string, description: string, sizes: string[]) => ({ category, description, sizes });

describe('sizeLabel', () => {
  it.each([
    [product('Sports Shoes', '', ['UK 7', 'UK 8']), 'Shoe Size'],
    [product('Running', 'A light running shoe.', ['UK 7']), 'Shoe Size'],
    [product('Gear', 'Made for all FOOTWEAR', ['One Size']), 'Shoe Size'],
    [product('Fitness Accessories', 'Dumbbells', ['One Size']), 'Size'],
    [product('Gym Wear', 'Tank top', ['S', 'M']), 'Clothing Size'],
    [product('Gym Wear', 'Tank top', ['One Size', 'XL']), 'Clothing Size'],
  ])('%j → %s', (input, label) => {
    expect(sizeLabel(input)).toBe(label);
  });
});
