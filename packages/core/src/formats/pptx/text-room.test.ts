import { describe, expect, it } from 'vitest';
import { fitsInRoom } from './text-room';

const titleBox = { width: 630, height: 80, fontSize: 40, wraps: true };

describe('whether translated text fits its shape', () => {
  it('lets a short title keep its size and a long one wrap until the box is full', () => {
    expect(fitsInRoom(titleBox, ['Nuestros objetivos'])).toBe(true);
    expect(fitsInRoom(titleBox, ['Las reglas de riego para el verano en el huerto comunitario'])).toBe(false);
  });

  it('counts every paragraph as a line at least, and wide characters as a full em', () => {
    const body = { width: 600, height: 300, fontSize: 28, wraps: true };
    expect(
      fitsInRoom(
        body,
        Array.from({ length: 7 }, () => 'Uno'),
      ),
    ).toBe(true);
    expect(
      fitsInRoom(
        body,
        Array.from({ length: 9 }, () => 'Uno'),
      ),
    ).toBe(false);
    expect(fitsInRoom({ ...titleBox, width: 400 }, ['庭園へようこそ、皆さん'])).toBe(false);
    expect(fitsInRoom({ ...titleBox, width: 400 }, ['Welcome, all!'])).toBe(true);
  });

  it('does not wrap text set not to wrap', () => {
    expect(
      fitsInRoom({ ...titleBox, height: 400, wraps: false }, ['The Okapi Framework Team and friends']),
    ).toBe(false);
  });
});
