// One heading and one paragraph, no client component of its own: only the framework's scripts load.
export default function Page() {
  return (
    <main>
      <h1>Translate documents without losing their layout</h1>
      <p>
        Verso translates PDFs, office files, ebooks, subtitles and data files, and gives them back in the same
        format with the layout intact.
      </p>
    </main>
  );
}
