// What must not change when a LaTeX file is translated, read with plain regular expressions apart
// from the format's parser: the commands used, the math, the comments, verbatim blocks.

// Accents and escapes are how translated text is spelled, not structure.
const textSpelling = /^\\(?:['`^"~=.%&#_${}])$/;

export interface TexStructure {
  commands: string[];
  math: string[];
  comments: string[];
  verbatim: string[];
}

export function texStructure(source: string): TexStructure {
  const verbatim = source.match(/\\begin\{(verbatim|lstlisting)\}[\s\S]*?\\end\{\1\}/g) ?? [];
  const rest = verbatim.reduce((text, block) => text.replace(block, ''), source);
  return {
    commands: (rest.match(/\\(?:[A-Za-z@]+|.)/g) ?? []).filter((command) => !textSpelling.test(command)),
    math: rest.match(/\$[^$]+\$|\\\(.*?\\\)|\\\[[\s\S]*?\\\]/g) ?? [],
    comments: rest.match(/(?<!\\)%.*$/gm) ?? [],
    verbatim,
  };
}
