// Boxes and colours as every reader of pixels and pages shares them: PDF pages in points, images in pixels.

/** x0, y0 (top), x1, y1 (bottom), with the origin at the top left. */
export type Box = [number, number, number, number];

/** Red, green, blue, each 0–1. */
export type Rgb = [number, number, number];

export function unionBox(boxes: readonly Box[]): Box {
  return [
    Math.min(...boxes.map((box) => box[0])),
    Math.min(...boxes.map((box) => box[1])),
    Math.max(...boxes.map((box) => box[2])),
    Math.max(...boxes.map((box) => box[3])),
  ];
}
