// A realistic LaTeX article of about the requested size, for speed measurements: sections with
// styled text, footnotes, math, lists and figures, repeated after one preamble.

const preamble = String.raw`\documentclass{article}
\usepackage[utf8]{inputenc}
\usepackage{amsmath}
\title{Notes on Small Houses}
\author{Jane Doe}
\begin{document}
\maketitle
`;

function section(number: number): string {
  return String.raw`
\section{Rooms and gardens, part ${number}}\label{sec:part${number}}
The house stands near the river.\footnote{The river is called the \emph{Green River}.}
It has \textbf{three rooms} and a small kitchen, as Figure~\ref{fig:house${number}} shows.
About 50\% of the garden is grass; its area is $A = ${number}\,\mathrm{m}^2$.

\begin{itemize}
  \item The living room has a large window.
  \item The bedroom is quiet and \textit{dark}.
\end{itemize}
\begin{equation}
  C_{${number}} = \sum_{i=1}^{n} c_i
\end{equation}
\begin{figure}[h]
  \centering
  \caption{The house seen from the garden.}\label{fig:house${number}}
\end{figure}
`;
}

export function benchSample(targetBytes: number): Buffer {
  const closing = '\n\\end{document}\n';
  const parts = [preamble];
  let size = Buffer.byteLength(preamble) + closing.length;
  for (let number = 1; size < targetBytes; number += 1) {
    const next = section(number);
    parts.push(next);
    size += Buffer.byteLength(next);
  }
  parts.push(closing);
  return Buffer.from(parts.join(''), 'utf8');
}

/** translate-toolkit has no converter for TeX. */
export const toolkitConverter: { command: string; args: string[]; extension: string } | undefined = undefined;
