import { redirect } from 'react-router';
import { NEWSLETTER_QUERY_FLAG, newsletterSubscribeSchema, type NewsletterResult } from '@anupalan/shared';
import { appServicesContext, clientIpContext } from '@anupalan/shared/app-context';
import { PRIVACY_NOTICE_VERSIONS } from '@anupalan/shared/contracts/privacy-texts';
import { backTo } from '../lib/return-path';
import type { Route } from './+types/newsletter-subscribe';

/**
 * The footer's newsletter form without JavaScript (storefront §2 footer): a plain form post here
 * subscribes the address and goes back (303) to the page named by the form's `return_to` (a path on
 * this site only; otherwise home) with `?newsletter=subscribed|invalid|failed#newsletter`. With
 * JavaScript the form calls POST /api/v1/newsletter/subscribe instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTo = form.get('return_to');
  const back = (result: NewsletterResult) => redirect(backTo(returnTo, NEWSLETTER_QUERY_FLAG, result, 'newsletter'), 303);
  const parsed = newsletterSubscribeSchema.safeParse({ email: String(form.get('email') ?? '') });
  if (!parsed.success) return back('invalid');
  const newsletter = context.get(appServicesContext).newsletter;
  if (!newsletter) return back('failed');
  try {
    // Subscribing is consent to marketing e-mail under the notice version the form linked (issue 24).
    const version = Number(form.get('notice_version'));
    await newsletter.subscribe(parsed.data.email, {
      answer: PRIVACY_NOTICE_VERSIONS.some((v) => v.version === version) ? { notice_version: version } : {},
      meta: {
        clientIp: context.get(clientIpContext) ?? null,
        userAgent: request.headers.get('user-agent'),
        channel: 'no_script',
      },
    });
    return back('subscribed');
  } catch (err) {
    console.error('newsletter subscription failed', err);
    return back('failed');
  }
}

/** Nothing to show at this address: a GET goes home. */
export function loader() {
  return redirect('/', 303);
}
