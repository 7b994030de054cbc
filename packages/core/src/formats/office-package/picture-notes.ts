// What a job's notes say about the pictures of a document left as they were: those without lettering in
// one sentence, and those the picture pipeline refused grouped by its reason, so thirty photographs
// make a note or two, not thirty.

export interface RefusedPicture {
  name: string;
  /** The picture pipeline's message: too large, damaged, no model for the language. */
  reason: string;
}

function refusedNotes(refused: readonly RefusedPicture[]): string[] {
  const byReason = new Map<string, string[]>();
  for (const { name, reason } of refused) byReason.set(reason, [...(byReason.get(reason) ?? []), name]);
  return [...byReason].map(([reason, names]) =>
    names.length === 1
      ? `The picture ${names[0]} was left unchanged: ${reason}`
      : `The pictures ${names.join(', ')} were left unchanged: ${reason}`,
  );
}

function blankNotes(blank: number): string[] {
  if (blank === 0) return [];
  if (blank === 1) return ['1 picture has no text Verso could read and was left unchanged.'];
  return [`${blank} pictures have no text Verso could read and were left unchanged.`];
}

export function untouchedPictureNotes(blank: number, refused: readonly RefusedPicture[]): string[] {
  return [...blankNotes(blank), ...refusedNotes(refused)];
}
