'use client';
// Translation as you type, as DeepL does: a pause in typing sends the text, and a newer text cancels the
// request still in flight, so an older answer can never replace a newer one. A translation and the language
// detected for it are shown and cleared together, so no translation ever stands under another text's label.
// One typing session is one translation revised, not one per pause: each answer names its draft, and the
// next text into the same languages sends it back, so the server charges (or counts, for a visitor) only
// what the revision adds. Pressing Translate continues the session too; changing a language or clearing
// the text starts another.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTRPCClient } from '@/lib/trpc';

/** How long typing must pause before the text is sent: long enough not to send every word. */
export const typingPause = 500;

export interface LiveTextRequest {
  text: string;
  from: string;
  to: string;
}

export interface ShownTranslation {
  text: string;
  /** The language the server detected, when the source was "Detect language". */
  detectedFrom?: string;
  /** The engine that translated it, as a person reads its name. */
  engine?: string;
}

const nothingShown: ShownTranslation = { text: '' };

const requestKey = ({ text, from, to }: LiveTextRequest) => JSON.stringify([text, from, to]);

/** The draft the last shown answer named, and the languages it was translated between. */
interface Draft {
  from: string;
  to: string;
  draft: string;
}

/** The draft `request` continues: the last one when the languages are the same. */
const continuedDraft = (last: Draft | undefined, { from, to }: LiveTextRequest) =>
  last && last.from === from && last.to === to ? last.draft : undefined;

export function useLiveTranslation(request: LiveTextRequest, onError: (message: string) => void) {
  const client = useTRPCClient();
  const [shown, setShown] = useState(nothingShown);
  const [pending, setPending] = useState(false);
  const inFlight = useRef<{ key: string; controller: AbortController } | undefined>(undefined);
  const shownKey = useRef<string | undefined>(undefined);
  const lastDraft = useRef<Draft | undefined>(undefined);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const cancelInFlight = useCallback(() => {
    inFlight.current?.controller.abort();
    inFlight.current = undefined;
    setPending(false);
  }, []);

  /** Sends `request` now, unless its answer is already shown or on its way. */
  const translateNow = useCallback(
    async (next: LiveTextRequest) => {
      const key = requestKey(next);
      if (!next.text.trim() || key === shownKey.current || key === inFlight.current?.key) return;
      cancelInFlight();
      const controller = new AbortController();
      inFlight.current = { key, controller };
      setPending(true);
      try {
        const draft = continuedDraft(lastDraft.current, next);
        const answer = await client.text.translate.mutate({ ...next, draft }, { signal: controller.signal });
        if (controller.signal.aborted) return;
        shownKey.current = key;
        lastDraft.current = answer.draft ? { from: next.from, to: next.to, draft: answer.draft } : undefined;
        setShown({ text: answer.text, detectedFrom: answer.detectedFrom, engine: answer.engine });
      } catch (error) {
        // A cancelled request was replaced by a newer one: nothing failed.
        if (!controller.signal.aborted) onErrorRef.current(error instanceof Error ? error.message : '');
      } finally {
        if (inFlight.current?.controller === controller) {
          inFlight.current = undefined;
          setPending(false);
        }
      }
    },
    [client, cancelInFlight],
  );

  const { text, from, to } = request;
  useEffect(() => {
    if (!text.trim()) {
      // No text, no translation: neither the last one nor its detected language may stay.
      cancelInFlight();
      shownKey.current = undefined;
      lastDraft.current = undefined;
      setShown(nothingShown);
      return;
    }
    const timer = setTimeout(() => void translateNow({ text, from, to }), typingPause);
    typingTimer.current = timer;
    return () => clearTimeout(timer);
  }, [text, from, to, translateNow, cancelInFlight]);

  // A translation asked for replaces the one the typing pause would send: after a failure, that one
  // would send the same text again and fail a second time.
  const translateAsked = () => {
    clearTimeout(typingTimer.current);
    void translateNow(request);
  };
  return { shown, pending, translateNow: translateAsked };
}
