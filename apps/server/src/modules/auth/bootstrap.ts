import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * At start, after migrations and the seed: the first administrator (ADMIN_EMAIL/ADMIN_PASSWORD,
 * created or its password reset), and a word in the log about the console SMS/e-mail providers.
 */
export async function ensureFirstAdmin(app: FastifyInstance, config: Config): Promise<void> {
  if (config.admin) {
    const { created, userId } = await app.services.auth.ensureAdmin(config.admin.email, config.admin.password);
    app.log.info(
      { userId, created },
      created ? 'administrator created from ADMIN_EMAIL' : 'administrator password set from ADMIN_EMAIL',
    );
  }
  const console_ = config.delivery.sms.provider === 'console' || config.delivery.email.provider === 'console';
  if (!config.isProduction && console_) {
    app.log.info('console SMS/e-mail provider active: one-time codes are readable at GET /api/v1/dev/outbox');
  } else if (config.isProduction && console_) {
    app.log.warn('console SMS/e-mail provider in production: one-time codes are only logged as sent, not delivered');
  }
}
