import { capitalizeWords } from './text';

describe('capitalizeWords', () => {
  it.each([
    ['sports shoes', 'Sports Shoes'],
    ['yoga-mats', 'Yoga-Mats'],
    ['Gym Wear', 'Gym Wear'],
    ['éclair  twin', 'Éclair  Twin'],
    ['', ''],
  ])('%j → %j', (text, capitalized) => {
    expect(capitalizeWords(text)).toBe(capitalized);
  });
});
