import type { Site } from '@anupalan/shared';
import { XIcon, socialLinks } from '../../../components/layout/social-icons';

/** The contact page's row of five social links (storefront §2 Contact), targets from configuration. */
export function SocialRow({ social }: { social: Site['social'] }) {
  const links = [...socialLinks(social), { name: 'X (Twitter)', href: social.twitter, Icon: XIcon }];
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {links.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-12 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 hover:border-brand-400 hover:bg-brand-50"
          >
            <Icon className="size-5" />
            <span className="sr-only">{name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
