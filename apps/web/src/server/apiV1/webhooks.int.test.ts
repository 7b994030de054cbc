// API v1 webhooks as a developer's receiver sees them: a signed POST of the task when it ends, the same
// delivery again after a failed answer, and no requests at all to private addresses unless allowed.
import { jobs } from '@verso/db';
import { maxAttempts } from '@verso/services/jobs/runJob';
import { backendName, eventually } from '@verso/services/testing/testServices';
import { startWebhookReceiver, verifyWebhook } from '@verso/services/testing/webhookReceiver';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { type ApiV1TestContext, apiV1DuringTests } from '@/testing/api-v1-during-tests';

/** A developer's task calls, with the key they name. */
function taskCalls(world: ApiV1TestContext) {
  return {
    createTask(
      key: string,
      fields: Record<string, string>,
      file = { name: 'note.txt', content: 'The house is small.\n' },
    ) {
      const form = new FormData();
      for (const [name, value] of Object.entries({ fromLang: 'English', toLang: 'Spanish', ...fields })) {
        form.set(name, value);
      }
      form.set('file', new Blob([file.content]), file.name);
      return world.send('translation/create', form, key);
    },
    query: async (key: string, taskId: string) =>
      (await world.post('translation/query', { taskId }, key)).body,
  };
}

/** Services on a fresh backend (the runner not started yet), and a user with a key and its signing secret. */
const webhookWorld = (env: Record<string, string>) => apiV1DuringTests({ credits: 50, runner: false, env });

describe(`webhooks on ${backendName}`, () => {
  const world = webhookWorld({ WEBHOOK_ALLOW_PRIVATE: 'on', WEBHOOK_RETRY_BASE_SECONDS: '0.5' });
  const api = taskCalls(world);

  // First in this block: its job must be waiting when the runner starts.
  test('a task that fails is announced as task.failed, with its error', async () => {
    const receiver = await startWebhookReceiver([200]);
    try {
      const created = await api.createTask(world.caller().key, {
        model: 'identity',
        webhookUrl: receiver.url,
      });
      const { taskId } = await created.json();
      // As if the file had stopped the worker three times: the runner sets it aside, failed and refunded.
      await world.services().db.update(jobs).set({ attempts: maxAttempts }).where(eq(jobs.id, taskId));
      await world.services().startRunner();
      const [delivery] = await eventually(async () => receiver.received.length > 0 && receiver.received);
      expect(delivery?.headers['verso-event']).toBe('task.failed');
      expect(
        verifyWebhook(
          world.caller().webhookSecret,
          delivery?.headers['verso-signature'] as string,
          delivery?.body ?? '',
        ),
      ).toBe(true);
      expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
        taskId,
        status: 'Terminated',
        errorMsg: expect.stringMatching(/set aside/),
      });
    } finally {
      await receiver.close();
    }
  });

  test('a task that completes is POSTed, signed, to its webhookUrl as translation/query shows it', async () => {
    await world.services().startRunner();
    const receiver = await startWebhookReceiver([200]);
    try {
      const created = await api.createTask(world.caller().key, {
        model: 'identity',
        webhookUrl: receiver.url,
      });
      expect(created.status).toBe(200);
      const { taskId } = await created.json();
      const [delivery] = await eventually(async () => receiver.received.length > 0 && receiver.received);
      expect(delivery?.headers['verso-event']).toBe('task.completed');
      expect(delivery?.headers['content-type']).toBe('application/json');
      expect(
        verifyWebhook(
          world.caller().webhookSecret,
          delivery?.headers['verso-signature'] as string,
          delivery?.body ?? '',
        ),
      ).toBe(true);
      expect(
        verifyWebhook(
          world.caller().webhookSecret,
          delivery?.headers['verso-signature'] as string,
          `${delivery?.body} `,
        ),
      ).toBe(false);
      // The body is the task as query answers it; only the signed file URLs' expiry may differ.
      const sent = JSON.parse(delivery?.body ?? '{}');
      const queried = await api.query(world.caller().key, taskId);
      const withoutUrl = ({ translatedFileUrl, fileUrl, ...task }: Record<string, unknown>) => task;
      expect(withoutUrl(sent)).toEqual(withoutUrl(queried));
      expect(sent).toMatchObject({ taskId, status: 'Completed', progress: 100 });
      expect(sent.translatedFileUrl).toMatch(/^http:\/\/verso\.test\/api\/v1\/translation\/download\//);

      // The sender logs the delivery once the receiver's answer is in, which may be after it was read above.
      const [logged] = await eventually(async () => {
        const deliveries = await world.services().webhooks.deliveries(world.caller().userId);
        return deliveries[0]?.status !== 'pending' && deliveries;
      });
      expect(logged).toMatchObject({
        id: delivery?.headers['verso-delivery'],
        jobId: taskId,
        status: 'delivered',
      });
      expect(logged?.attempts).toEqual([
        expect.objectContaining({ attempt: 1, statusCode: 200, responseExcerpt: 'thanks', error: null }),
      ]);
    } finally {
      await receiver.close();
    }
  });

  test("a receiver answering 500 gets the same delivery again after the backoff, to the key's default URL", async () => {
    await world.services().startRunner();
    const receiver = await startWebhookReceiver([500, 200]);
    try {
      expect(
        await world
          .services()
          .webhooks.setDefaultUrl(world.caller().userId, world.caller().keyId, receiver.url),
      ).toBe(true);
      const { taskId } = await (await api.createTask(world.caller().key, { model: 'identity' })).json();
      const [first, second] = await eventually(
        async () => receiver.received.length >= 2 && receiver.received,
      );
      expect(second?.headers['verso-delivery']).toBe(first?.headers['verso-delivery']);
      expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(450);
      expect(
        verifyWebhook(
          world.caller().webhookSecret,
          second?.headers['verso-signature'] as string,
          second?.body ?? '',
        ),
      ).toBe(true);

      const logged = await eventually(async () => {
        const found = (await world.services().webhooks.deliveries(world.caller().userId)).find(
          (d) => d.jobId === taskId,
        );
        return found?.status === 'delivered' && found;
      });
      expect(logged.attempts.map((attempt) => [attempt.statusCode, attempt.responseExcerpt])).toEqual([
        [500, 'receiver answered 500'],
        [200, 'thanks'],
      ]);
      // A while on, nothing more has arrived for the delivered task.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receiver.received).toHaveLength(2);
    } finally {
      await world.services().webhooks.setDefaultUrl(world.caller().userId, world.caller().keyId, null);
      await receiver.close();
    }
  });

  test('send again delivers the event once more under a new delivery id, one at a time', async () => {
    await world.services().startRunner();
    // The second delivery is answered only once the test has tried a third: until then it is under way.
    let answerSecond = () => {};
    const secondAnswered = new Promise<void>((resolve) => {
      answerSecond = resolve;
    });
    const receiver = await startWebhookReceiver([200], 0, (delivery) =>
      delivery === 2 ? secondAnswered : Promise.resolve(),
    );
    try {
      const { taskId } = await (
        await api.createTask(world.caller().key, { model: 'identity', webhookUrl: receiver.url })
      ).json();
      await eventually(async () => receiver.received.length === 1);
      // The receiver has it before the sender writes "delivered": until then it is still under way.
      const original = await eventually(async () => {
        const delivery = (await world.services().webhooks.deliveries(world.caller().userId)).find(
          (d) => d.jobId === taskId,
        );
        return delivery?.status !== 'pending' && delivery;
      });
      const again = await world.services().webhooks.sendAgain(world.caller().userId, original?.id ?? '');
      await expect(
        world.services().webhooks.sendAgain(world.caller().userId, original?.id ?? ''),
      ).rejects.toThrow(/still under way/);
      answerSecond();
      const [, second] = await eventually(async () => receiver.received.length === 2 && receiver.received);
      expect(second?.headers['verso-delivery']).toBe(again?.id);
      expect(second?.headers['verso-event']).toBe('task.completed');
      // Another user's delivery is not there to send.
      const stranger = await world.services().users.create({
        email: `stranger-${crypto.randomUUID()}@example.com`,
      });
      expect(await world.services().webhooks.sendAgain(stranger.id, original?.id ?? '')).toBeNull();
    } finally {
      answerSecond();
      await receiver.close();
    }
  });
});

describe(`webhooks to private addresses on ${backendName}, without WEBHOOK_ALLOW_PRIVATE`, () => {
  const world = webhookWorld({});
  const api = taskCalls(world);

  test.each([
    ['loopback', 'http://127.0.0.1:{port}/hook'],
    ['loopback', 'http://[::ffff:127.0.0.1]:{port}/hook'],
    ['loopback', 'http://localhost:{port}/hook'],
    ['metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['private', 'http://10.0.0.7/hook'],
  ])('a %s webhook URL (%s) is refused with 400 and nothing is sent', async (kind, template) => {
    const receiver = await startWebhookReceiver([200]);
    try {
      const url = template.replace('{port}', new URL(receiver.url).port);
      const before = await world.services().credits.balance(world.caller().userId);
      const created = await api.createTask(world.caller().key, { model: 'identity', webhookUrl: url });
      expect(created.status).toBe(400);
      expect((await created.json()).error).toContain(`${kind} addresses`);
      expect(await world.services().credits.balance(world.caller().userId)).toBe(before);
      await expect(
        world.services().webhooks.setDefaultUrl(world.caller().userId, world.caller().keyId, url),
      ).rejects.toThrow(/WEBHOOK_ALLOW_PRIVATE|public address/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
