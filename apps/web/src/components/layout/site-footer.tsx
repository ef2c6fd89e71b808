import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useNavLabel } from './header-parts';
import { LogoMark } from './logo';
import { SocialLinks } from './social-links';

export interface FooterLink {
  to: string;
  label: string;
  /** Key of the label in the `layout` namespace; `label` is its English text. */
  textKey?: string;
}

export interface SiteFooterProps {
  links: FooterLink[];
  /** One line under the logo saying what this area is for (a `layout` key when `taglineKey` is set). */
  tagline?: string;
  taglineKey?: string;
}

/** Every footer: social links, navigation links and '© {current year} Fixo'. */
export function SiteFooter({ links, tagline, taglineKey }: SiteFooterProps) {
  const { t } = useTranslation('layout');
  const labelOf = useNavLabel();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.2fr_1fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <LogoMark inverted />
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">
            {taglineKey ? t(taglineKey, { defaultValue: tagline }) : (tagline ?? t('footer.tagline'))}
          </p>
          <SocialLinks />
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1">
            {links.map((link) => (
              <li key={`${link.to}-${link.label}`}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-10 items-center text-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-brand-400"
                >
                  {labelOf(link)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-slate-400 sm:px-6 lg:px-8">© {year} Fixo</p>
      </div>
    </footer>
  );
}
