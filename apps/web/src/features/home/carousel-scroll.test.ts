import { describe, expect, it } from 'vitest';
import { carouselPosition, pageDistance, visibleRange } from './carousel-scroll.ts';

describe('carouselPosition', () => {
  it('hides the controls when everything fits', () => {
    expect(carouselPosition({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000 })).toEqual({
      overflowing: false,
      atStart: true,
      atEnd: true,
    });
  });

  it('knows the start, the middle and the end, with a little rounding slack', () => {
    expect(carouselPosition({ scrollLeft: 0, clientWidth: 500, scrollWidth: 1500 })).toMatchObject({
      atStart: true,
      atEnd: false,
    });
    expect(carouselPosition({ scrollLeft: 400, clientWidth: 500, scrollWidth: 1500 })).toMatchObject({
      atStart: false,
      atEnd: false,
    });
    expect(carouselPosition({ scrollLeft: 999.4, clientWidth: 500, scrollWidth: 1500 })).toMatchObject({
      overflowing: true,
      atStart: false,
      atEnd: true,
    });
  });
});

describe('pageDistance', () => {
  it('moves by the whole items that fit', () => {
    // 240 px items with 16 px gaps: four fit in 1010 px (4*240 + 3*16 = 1008).
    expect(pageDistance(1010, 240, 16)).toBe(4 * 256);
  });

  it('moves by at least one item on a narrow screen', () => {
    expect(pageDistance(200, 240, 16)).toBe(256);
  });
});

describe('visibleRange', () => {
  it('names the items in view', () => {
    const box = { scrollLeft: 0, clientWidth: 1010, scrollWidth: 10 * 256 - 16 };
    expect(visibleRange(box, 240, 16, 10)).toEqual({ first: 1, last: 4 });
    expect(visibleRange({ ...box, scrollLeft: 1024 }, 240, 16, 10)).toEqual({ first: 5, last: 8 });
    expect(visibleRange({ ...box, scrollLeft: 1534 }, 240, 16, 10)).toEqual({ first: 7, last: 10 });
  });

  it('is empty without items', () => {
    expect(visibleRange({ scrollLeft: 0, clientWidth: 500, scrollWidth: 500 }, 240, 16, 0)).toEqual({
      first: 0,
      last: 0,
    });
  });
});
