// Text made safe to place in HTML, XML or Pango markup, in element content and in quoted attributes.
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (character) => entities[character] ?? '');
