// A byte count in the largest unit that keeps it at 1 or more, for Intl's unit formatting.
const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

export function byteSize(bytes: number): { value: number; unit: (typeof units)[number] } {
  let value = bytes;
  let index = 0;
  while (value >= 1024 && index < units.length - 1) {
    value /= 1024;
    index += 1;
  }
  return { value, unit: units[index] ?? 'byte' };
}
