// One answer shared for a while: a probe hit by every load balancer every second must not cost a
// database round trip each time. Callers during a computation share it rather than starting another.
export function cachedFor<T>(ms: number, compute: () => Promise<T>, now = Date.now): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | undefined;
  return () => {
    if (kept && now() < kept.until) return kept.value;
    const value = compute();
    // Kept from when it settles, so a slow answer is not thrown away the moment it arrives.
    kept = { value, until: Number.POSITIVE_INFINITY };
    const keep = () => {
      if (kept?.value === value) kept.until = now() + ms;
    };
    value.then(keep, keep);
    return value;
  };
}
