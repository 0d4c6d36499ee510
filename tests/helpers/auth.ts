import type { FastifyInstance } from 'fastify';
import { users } from '../../apps/server/src/db/schema.ts';
import { SESSION_COOKIE } from '../../apps/server/src/modules/auth/sessions.ts';
import type { Role } from '@anupalan/shared';

let seq = 0;

/** A user row plus a live session token, made directly (tests of other modules need a signed-in user). */
export async function signedInUser(
  app: FastifyInstance,
  opts: { role?: Role; name?: string; email?: string; mobile?: string } = {},
) {
  seq += 1;
  const unique = `${process.pid}${Date.now() % 100000}${seq}`;
  const [user] = await app.services.database.db
    .insert(users)
    .values({
      name: opts.name ?? `Test User ${seq}`,
      email: opts.email ?? `user${unique}@example.in`,
      mobile: opts.mobile ?? null,
      role: opts.role ?? 'customer',
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  const { token } = await app.services.sessions.create(user.id);
  return {
    user,
    token,
    bearer: { authorization: `Bearer ${token}` },
    cookie: { cookie: `${SESSION_COOKIE}=${token}` },
  };
}
