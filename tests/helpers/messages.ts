import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OutboxMessage } from '../../apps/server/src/adapters/outbox.ts';

/**
 * Messages go out through the notifications' queue after the change commits (issue 20): waits for
 * the first message to `to` in the development outbox that `match` accepts, and returns it.
 */
export async function waitForMessage(
  app: FastifyInstance | FastifyInstance[],
  to: string,
  match: (m: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      () => {
        // Apps sharing one database share the queue: any of their workers may have sent it.
        for (const a of Array.isArray(app) ? app : [app]) found ??= a.services.outbox.list(to).find(match);
        return Boolean(found);
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true);
  return found!;
}
