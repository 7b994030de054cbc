import { describe, expect, it } from 'vitest';
import type { Box } from '../ocr/geometry';
import { bubbleRoom } from './bubble-shape';
import { loadCanvas } from './canvas';
import { fitText } from './fit-text';
import { roomFor } from './flat-background';
import { fontListFor } from './image-fonts';
import { rgbOverWhite } from './rgb-view';

const white = [1, 1, 1] as const;
const [cx, cy, rx, ry] = [300, 200, 240, 150];

/** A white page with one round bubble outlined in black, and where its text was (already erased). */
function page() {
  const { createCanvas } = loadCanvas();
  const canvas = createCanvas(600, 400);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 600, 400);
  context.strokeStyle = '#000000';
  context.lineWidth = 4;
  context.beginPath();
  context.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2);
  context.stroke();
  const { data } = context.getImageData(0, 0, 600, 400);
  return { image: rgbOverWhite({ pixels: data, width: 600, height: 400 }), context };
}

const insideEllipse = (x: number, y: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 1;
const text =
  'El viejo faro de la isla guardaba todavía las cartas que nadie había querido leer en cien años.';

describe('a bubble’s shape', () => {
  const { image, context } = page();
  const textBox: Box = [200, 170, 400, 230];
  const rectangle = roomFor(image, textBox, [...white], true);
  const room = bubbleRoom(image, textBox, rectangle, [...white]);

  it('is as wide at each height as the bubble is there, inside its outline', () => {
    const [left, right] = room.spanAt?.(195, 205) ?? [0, 0];
    const [topLeft, topRight] = room.spanAt?.(room.box[1], room.box[1] + 10) ?? [0, 0];
    expect(right - left).toBeGreaterThan((rectangle[2] - rectangle[0]) * 1.2);
    expect(topRight - topLeft).toBeLessThan(right - left);
    for (const [x, y] of [
      [left, 200],
      [right, 200],
      [topLeft, room.box[1]],
      [topRight, room.box[1]],
    ] as const)
      expect(insideEllipse(x, y)).toBe(true);
    // Taller than the rectangle, which stops where its corners meet the curve.
    expect(room.box[3] - room.box[1]).toBeGreaterThan(rectangle[3] - rectangle[1]);
  });

  it('holds a long translation at a larger size than the rectangle inside it, every line inside the outline', () => {
    const fonts = fontListFor('es');
    const inRectangle = fitText(context, text, { box: rectangle }, { largest: 40, fontList: fonts });
    const shaped = fitText(context, text, room, { largest: 40, fontList: fonts });
    expect(shaped.size).toBeGreaterThan(inRectangle.size);
    context.font = `${shaped.size}px ${fonts}`;
    const widths = shaped.lines.map((line) => context.measureText(line.text).width);
    // Short lines at the top and bottom, long ones across the middle.
    const middle = widths[Math.floor(widths.length / 2)] ?? 0;
    expect(middle).toBeGreaterThan(widths[0] ?? 0);
    expect(middle).toBeGreaterThan(widths.at(-1) ?? 0);
    for (const [index, line] of shaped.lines.entries()) {
      const half = (widths[index] ?? 0) / 2;
      const centre = (line.span[0] + line.span[1]) / 2;
      for (const y of [line.baseline - shaped.size * 0.75, line.baseline + shaped.size * 0.2]) {
        expect(insideEllipse(centre - half, y)).toBe(true);
        expect(insideEllipse(centre + half, y)).toBe(true);
      }
    }
  });
});
