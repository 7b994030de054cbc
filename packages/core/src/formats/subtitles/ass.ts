// ASS/SSA: INI-like sections. Only the Text field of `Dialogue:` lines in `[Events]` is translated;
// the field's position comes from the section's `Format:` line (Text is always last). Script info,
// styles, fonts, graphics and `Comment:` lines stay as they are.
import { tokeniseAssCue } from './ass-cue-tokens';
import { malformed } from './malformed';
import type { CueRegion, SubtitleFlavour } from './subtitle-flavour';
import { type TextLine, textLines } from './text-lines';

const section = /^\s*\[([^\]]+)\]\s*$/;
// SSA v4 and ASS v4+ both have nine fields before Text when an [Events] section has no Format line.
const defaultFieldsBeforeText = 9;

function fieldsBeforeText(formatLine: string): number {
  const fields = formatLine.slice(formatLine.indexOf(':') + 1).split(',');
  return fields.length - 1;
}

function textField(line: TextLine, commas: number): CueRegion {
  let at = line.content.indexOf(':') + 1;
  for (let comma = 0; comma < commas; comma += 1) {
    at = line.content.indexOf(',', at) + 1;
    if (at === 0)
      throw malformed('ASS/SSA', line.number, `a Dialogue line has fewer than ${commas + 1} fields`);
  }
  return { start: line.start + at, end: line.end };
}

function checkStartsWithSection(lines: readonly TextLine[]): void {
  const first = lines.find((line) => line.content.trim() !== '' && !line.content.startsWith(';'));
  if (!first || !section.test(first.content))
    throw malformed('ASS/SSA', first?.number ?? 1, 'expected a section such as "[Script Info]"');
}

function locateAssCues(text: string): CueRegion[] {
  const lines = textLines(text);
  checkStartsWithSection(lines);
  const regions: CueRegion[] = [];
  let inEvents = false;
  let commas = defaultFieldsBeforeText;
  for (const line of lines) {
    const heading = section.exec(line.content);
    if (heading) inEvents = heading[1]?.trim().toLowerCase() === 'events';
    else if (inEvents && /^Format\s*:/i.test(line.content)) commas = fieldsBeforeText(line.content);
    else if (inEvents && /^Dialogue\s*:/i.test(line.content)) regions.push(textField(line, commas));
  }
  return regions;
}

export const assFlavour: SubtitleFlavour = {
  name: 'ASS/SSA',
  locateCues: locateAssCues,
  tokenise: tokeniseAssCue,
  addedLineBreak: () => '\\N',
};
