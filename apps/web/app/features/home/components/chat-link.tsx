import { MessageCircle } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/** The floating chat link (storefront §2 Home): opens the configured messaging service in a new tab. */
export function FloatingChatLink({ href }: { href: string }) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg ring-4 ring-white hover:bg-green-800 sm:right-6 sm:bottom-6"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
      <span className="sr-only">{t('storefront.chat')}</span>
    </a>
  );
}
