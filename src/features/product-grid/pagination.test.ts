import { pageCount, pageWindow, showingRange } from './pagination';

describe('pageWindow', () => {
  it('on the first of 20 pages: 1 2 3 … 20', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap-end', 20]);
  });

  it('in the middle of 20 pages: 1 … 8 9 10 11 12 … 20', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  it('on the last of 20 pages: 1 … 18 19 20', () => {
    expect(pageWindow(20, 20)).toEqual([1, 'gap-start', 18, 19, 20]);
  });

  it('leaves no gap where the window meets the first or last page', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
  });

  it('handles one and two pages, and clamps a page past the end', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
    expect(pageWindow(50, 5)).toEqual([1, 'gap-start', 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('rounds up', () => {
    expect(pageCount(240, 12)).toBe(20);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(0, 12)).toBe(0);
  });
});

describe('showingRange', () => {
  it('gives the first and last item of the page', () => {
    expect(showingRange(1, 30)).toEqual({ from: 1, to: 12 });
    expect(showingRange(3, 30)).toEqual({ from: 25, to: 30 });
    expect(showingRange(1, 0)).toEqual({ from: 0, to: 0 });
  });
});
