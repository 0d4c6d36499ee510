import type { Site } from '@anupalan/shared';
import { cn } from '../ui/cn';
import { useT } from '../../lib/i18n';

/*
 * lucide-react 1.x no longer ships brand logos, so these four are drawn here in the same outline
 * style (24-unit grid, 2-unit round strokes) as the rest of the icon set.
 */
function Outline({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('size-5', className)}
    >
      {children}
    </svg>
  );
}

export function FacebookIcon({ className }: { className?: string }) {
  return (
    <Outline className={className}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </Outline>
  );
}

export function InstagramIcon({ className }: { className?: string }) {
  return (
    <Outline className={className}>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </Outline>
  );
}

export function LinkedInIcon({ className }: { className?: string }) {
  return (
    <Outline className={className}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </Outline>
  );
}

export function YouTubeIcon({ className }: { className?: string }) {
  return (
    <Outline className={className}>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </Outline>
  );
}

export function XIcon({ className }: { className?: string }) {
  return (
    <Outline className={className}>
      <path d="M4 4l16 16M20 4 4 20" />
    </Outline>
  );
}

export function socialLinks(social: Site['social']) {
  return [
    { name: 'Facebook', href: social.facebook, Icon: FacebookIcon },
    { name: 'Instagram', href: social.instagram, Icon: InstagramIcon },
    { name: 'LinkedIn', href: social.linkedin, Icon: LinkedInIcon },
    { name: 'YouTube', href: social.youtube, Icon: YouTubeIcon },
  ] as const;
}

/**
 * Icon links named 'Facebook', 'Instagram', 'LinkedIn', 'YouTube' (each followed by a hidden
 * "(opens in a new tab)").
 */
export function SocialLinks({
  social,
  className,
  linkClassName,
}: {
  social: Site['social'];
  className?: string;
  linkClassName?: string;
}) {
  const t = useT();
  return (
    <ul className={cn('flex items-center gap-1', className)}>
      {socialLinks(social).map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('inline-flex size-9 items-center justify-center rounded-md', linkClassName)}
          >
            <Icon className="size-[18px]" />
            <span className="sr-only">
              {name} <span>{t('footer.newTab')}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
