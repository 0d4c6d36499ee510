import {
  ADMIN_MESSAGES,
  deliveryListQuery,
  isBackofficeRole,
  type Actor,
  type NotificationAdminServices,
} from '@anupalan/shared';
import { AppError } from '../../lib/errors.ts';
import { parseQuery } from '../../lib/validation.ts';
import type { NotificationService } from './service.ts';

function assertStaff(actor: Actor | null | undefined): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.signInRequired);
  if (!isBackofficeRole(actor.role)) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.forbidden);
}

/**
 * The back office's pages call these in-process (`AppServices.notificationAdmin`): the same service
 * calls as the `/api/v1/admin/notifications` routes, with the role check and the query's contract.
 */
export function notificationAdminServices(notifications: NotificationService): NotificationAdminServices {
  return {
    async deliveries(actor, query) {
      assertStaff(actor);
      return notifications.deliveries(parseQuery(deliveryListQuery, query));
    },
    async resend(actor, id) {
      assertStaff(actor);
      return notifications.resend(actor, id);
    },
    async templates(actor) {
      assertStaff(actor);
      return notifications.catalogue();
    },
  };
}
