// A Content-Disposition header that keeps non-ASCII file names intact (RFC 6266 with RFC 5987 encoding).

/** Characters RFC 5987's attr-char allows unescaped; encodeURIComponent leaves a few more, escaped here. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Old clients read only `filename`, so it carries an ASCII approximation without quotes or backslashes. */
function asciiFallback(value: string): string {
  const withoutAccents = value.normalize('NFKD').replace(/\p{M}/gu, '');
  return withoutAccents.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

export function attachmentDisposition(filename: string): string {
  return `attachment; filename="${asciiFallback(filename)}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}
