// A realistic SRT file of about the requested size, for the speed comparison with sub2po: numbered
// cues with two-line dialogue, italics and a positioning tag, as films' subtitles have.

const lines = [
  ['Where were you last night?', 'I waited for you until midnight.'],
  ['<i>The storm came in from the sea,</i>', '<i>and the whole village went dark.</i>'],
  ['{\\an8}Meanwhile, at the harbour'],
  ['We have to leave before sunrise,', 'or they will find us.'],
  ['Nobody believed her story.'],
];

function timestamp(milliseconds: number): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor(milliseconds / 60_000) % 60;
  const seconds = Math.floor(milliseconds / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)},${pad(milliseconds % 1000, 3)}`;
}

export function benchSample(targetBytes: number): Buffer {
  const cues: string[] = [];
  let size = 0;
  for (let index = 0; size < targetBytes; index += 1) {
    const start = index * 3500;
    const text = (lines[index % lines.length] ?? []).join('\n');
    const cue = `${index + 1}\n${timestamp(start)} --> ${timestamp(start + 3000)}\n${text}\n\n`;
    cues.push(cue);
    size += Buffer.byteLength(cue);
  }
  return Buffer.from(cues.join(''), 'utf8');
}

export const toolkitConverter: { command: string; args: string[]; extension: string } | undefined = {
  command: 'sub2po',
  args: [],
  extension: '.srt',
};
