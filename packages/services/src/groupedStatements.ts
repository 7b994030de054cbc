// Statements that requests arriving together would each send go to the database as one (a group commit,
// and its like for reads): while one statement is in flight, the requests that come meanwhile wait for it
// and then go together.
// Under load this is what an API call cost most: with 100 clients at once, a statement for each call's
// key, charge and record took more of the server than the rest of the call (bench/api-speed.ts). A lone
// request is sent at once, as before.
//
// Each caller still waits for its own outcome. When the shared statement fails (one wallet short among
// many), each item is sent again on its own, so only the item at fault fails, with its own error.

/** Most items one statement carries: its parameters stay well under PostgreSQL's 65,535. */
const maxGroup = 200;

interface Waiting<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(error: unknown): void;
}

/**
 * `all` answers a group in the order of its items; `one` answers a single item, alone or after the group
 * it was in failed.
 */
export function groupStatements<In, Out>(
  all: (items: In[]) => Promise<Out[]>,
  one: (item: In) => Promise<Out>,
): (item: In) => Promise<Out> {
  let waiting: Waiting<In, Out>[] = [];
  let sending = false;

  const settle = (entry: Waiting<In, Out>) =>
    Promise.resolve()
      .then(() => one(entry.item))
      .then(entry.resolve, entry.reject);
  const send = async (group: Waiting<In, Out>[]) => {
    if (group.length === 1) return settle(group[0] as Waiting<In, Out>);
    let answers: Out[];
    try {
      answers = await all(group.map((entry) => entry.item));
    } catch {
      await Promise.all(group.map(settle));
      return;
    }
    for (const [index, entry] of group.entries()) entry.resolve(answers[index] as Out);
  };
  const drain = async () => {
    sending = true;
    try {
      while (waiting.length > 0) {
        const group = waiting.slice(0, maxGroup);
        waiting = waiting.slice(maxGroup);
        await send(group);
      }
    } finally {
      // Whatever happened, the next call starts the writer again rather than waiting for ever.
      sending = false;
    }
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!sending) void drain();
    });
}
