import { useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
// The texts only: the footer is on every page's first load, the rule (zod) loads on the first submit.
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_QUERY_FLAG,
  NEWSLETTER_RESULTS,
  type NewsletterResult,
} from '@anupalan/shared/contracts/newsletter-texts';
import { useHydrated } from '../../../components/forms/use-hydrated';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_PATH } from '@anupalan/shared/contracts/privacy-texts';
import { useT } from '../../../lib/i18n';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/** What a plain (no-JavaScript) post came back with: the server's redirect adds ?newsletter=… */
function statusFromFlag(flag: string | null): Status {
  if (!flag || !(NEWSLETTER_RESULTS as readonly string[]).includes(flag)) return { kind: 'idle' };
  switch (flag as NewsletterResult) {
    case 'subscribed':
      return { kind: 'success', message: NEWSLETTER_MESSAGES.subscribed };
    case 'invalid':
      return { kind: 'error', message: NEWSLETTER_MESSAGES.invalid };
    default:
      return { kind: 'error', message: NEWSLETTER_MESSAGES.failed };
  }
}

/**
 * The footer's newsletter sign-up. Without JavaScript it is a plain form post to the
 * `newsletter/subscribe` route action (which redirects back with a result flag); once hydrated it submits with fetch, shows the answer inline in a live
 * region, marks the button busy while sending and keeps the typed address when something fails.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const flag = searchParams.get(NEWSLETTER_QUERY_FLAG);
  const [own, setStatus] = useState<Status>({ kind: 'idle' });
  // Until this form has been used, show what a plain post came back with (if anything).
  const status = own.kind === 'idle' ? statusFromFlag(flag) : own;
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  // The shared rule's and the answers' English messages, said in the page's language.
  const tr = useT();
  const t = tr;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const form = event.currentTarget;
    // The rule and the request load on the first submit. The rule comes through the package's entry,
    // which configures zod for the page's CSP before any schema is made.
    const [{ newsletterSubscribeSchema }, { subscribeToNewsletter }] = await Promise.all([
      import('@anupalan/shared'),
      import('../api/subscribe'),
    ]);
    const parsed = newsletterSubscribeSchema.safeParse({ email: String(new FormData(form).get('email') ?? '') });
    if (!parsed.success) {
      setStatus({ kind: 'error', message: parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalid });
      inputRef.current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const outcome = await subscribeToNewsletter(parsed.data.email);
    if (outcome.ok) {
      form.reset();
      setStatus({ kind: 'success', message: outcome.message });
    } else {
      setStatus({ kind: 'error', message: outcome.message });
      inputRef.current?.focus();
    }
  }

  const invalid = status.kind === 'error';
  return (
    <form
      id="newsletter"
      method="post"
      action="/newsletter/subscribe"
      // The browser's own checks work without JavaScript; once hydrated, the form shows its own messages.
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby={`${messageId}-title`}
      className={cn('scroll-mt-28', className)}
    >
      {/* Where the route action sends a plain (no-JavaScript) post back to: this page. */}
      <input type="hidden" name="return_to" value={`${location.pathname}${location.search}`} />
      {/* Subscribing is consent to marketing e-mail under the notice linked below (issue 24). */}
      <input type="hidden" name="notice_version" value={PRIVACY_NOTICE.version} />
      <h2 id={`${messageId}-title`} className="text-base font-semibold text-white">
        {tr('storefront.newsletter.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{tr('storefront.newsletter.intro')}</p>
      <label htmlFor="newsletter-email" className="mt-3 block text-sm font-medium text-slate-100">
        {tr('storefront.newsletter.email')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id="newsletter-email"
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          inputMode="email"
          aria-invalid={invalid || undefined}
          aria-describedby={status.kind === 'idle' || status.kind === 'sending' ? undefined : `${messageId}-message`}
          className={cn(
            'min-h-11 w-full min-w-0 flex-1 rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500',
            invalid ? 'border-red-400 ring-2 ring-red-400' : 'border-slate-400',
          )}
          placeholder="you@example.com"
        />
        <Button
          type="submit"
          variant="accent"
          loading={status.kind === 'sending'}
          loadingText={tr('storefront.newsletter.subscribing')}
          className="shrink-0 px-5"
        >
          {tr('storefront.newsletter.subscribe')}
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-300">
        {t('consent.form.newsletter')}{' '}
        <Link to={PRIVACY_NOTICE_PATH} className="font-medium text-white underline">
          {t('consent.readNotice')}
        </Link>
      </p>
      <div aria-live="polite" className="mt-2 min-h-6 text-sm">
        {status.kind === 'success' && (
          <p id={`${messageId}-message`} className="flex items-start gap-1.5 font-medium text-green-300">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {tr.text(status.message)}
          </p>
        )}
        {status.kind === 'error' && (
          <p id={`${messageId}-message`} className="flex items-start gap-1.5 font-medium text-red-300">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {tr.text(status.message)}
          </p>
        )}
      </div>
    </form>
  );
}
