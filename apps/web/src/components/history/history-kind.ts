// The history's filter: documents (every document job), texts (every text translation) or what was
// asked through API v1 (documents and texts alike); all of them when none is chosen.
export const historyKinds = ['all', 'document', 'text', 'api'] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** Which of the history's two lists a kind shows, and whether only what came through the API. */
export function historyLists(kind: HistoryKind) {
  return {
    documents: kind !== 'text',
    texts: kind !== 'document',
    apiOnly: kind === 'api',
  };
}
