import fc from 'fast-check';
import { formatCount } from './count';

it('groups digits the Indian way, as toLocaleString("en-IN") does', () => {
  expect(formatCount(0)).toBe('0');
  expect(formatCount(1280)).toBe('1,280');
  expect(formatCount(1280000)).toBe('12,80,000');
  fc.assert(fc.property(fc.nat(), (n) => formatCount(n) === n.toLocaleString('en-IN')));
});
