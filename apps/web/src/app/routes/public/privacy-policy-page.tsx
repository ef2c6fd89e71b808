import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PRIVACY_POLICY_NAMESPACE as NAMESPACE } from '@/modules/privacy';

const link = 'font-semibold text-brand-700 underline';

/** The notice's inline markup: <b> bold, <grievance> the grievance form's link. */
const MARKUP = { b: <strong />, grievance: <Link to="/grievance" className={link} /> };

/** One text of the notice with its inline markup. */
function T({ k }: { k: string }) {
  const { t } = useTranslation(NAMESPACE);
  return <Trans t={t} i18nKey={k} components={MARKUP} />;
}

/** Sections in order: id (the anchor), key (the texts' group), body (which texts, in which shape). */
const SECTIONS: { id: string; key: string; body: ReactNode }[] = [
  {
    id: 'who-we-are',
    key: 'whoWeAre',
    body: (
      <p>
        <T k="whoWeAre.p1" />
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    key: 'dataWeCollect',
    body: (
      <ul>
        {['identity', 'address', 'vehicle', 'location', 'requests', 'centers', 'account'].map((item) => (
          <li key={item}>
            <T k={`dataWeCollect.${item}`} />
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'purposes',
    key: 'purposes',
    body: (
      <ul>
        {['account', 'nearby', 'centers', 'safety', 'legal', 'improve'].map((item) => (
          <li key={item}>
            <T k={`purposes.${item}`} />
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'sharing',
    key: 'sharing',
    body: (
      <>
        <p>
          <T k="sharing.p1" />
        </p>
        <p>
          <T k="sharing.p2" />
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    key: 'retention',
    body: (
      <p>
        <T k="retention.p1" />
      </p>
    ),
  },
  {
    id: 'your-rights',
    key: 'rights',
    body: (
      <>
        <p>
          <T k="rights.intro" />
        </p>
        <ul>
          {['access', 'correction', 'erasure', 'grievance', 'nominate'].map((item) => (
            <li key={item}>
              <T k={`rights.${item}`} />
            </li>
          ))}
        </ul>
        <p>
          <T k="rights.howTo" />
        </p>
      </>
    ),
  },
  {
    id: 'consent',
    key: 'consent',
    body: (
      <p>
        <T k="consent.p1" />
      </p>
    ),
  },
  {
    id: 'children',
    key: 'children',
    body: (
      <p>
        <T k="children.p1" />
      </p>
    ),
  },
  {
    id: 'security',
    key: 'security',
    body: (
      <p>
        <T k="security.p1" />
      </p>
    ),
  },
  {
    id: 'grievance',
    key: 'grievance',
    body: (
      <>
        <address className="not-italic">
          <T k="grievance.officer" />
          <br />
          <T k="grievance.place" />
          <br />
          <T k="grievance.email" />{' '}
          <a href="mailto:grievance@fixo.in" className="font-semibold text-brand-700 underline">
            grievance@fixo.in
          </a>
        </address>
        <p>
          <T k="grievance.online" />
        </p>
        <p>
          <T k="grievance.p2" />
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    key: 'changes',
    body: (
      <p>
        <T k="changes.p1" />
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <header className="space-y-3 border-b border-slate-200 pb-6">
        <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">{t('eyebrow')}</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
        <p className="text-sm text-slate-500">
          {t('lastUpdated')} <time dateTime="2026-11-21">{t('lastUpdatedDate')}</time>
        </p>
      </header>

      <nav aria-label={t('onThisPage')} className="my-8 rounded-2xl border border-slate-200 bg-white p-5">
        <p className="mb-3 text-sm font-bold text-slate-900">{t('onThisPage')}</p>
        <ol className="grid gap-1 text-sm sm:grid-cols-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-9 items-center text-brand-700 hover:underline"
              >
                {t(`${section.key}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-10">
        {SECTIONS.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="mb-3 text-xl font-bold text-slate-900">
              {t(`${section.key}.title`)}
            </h2>
            <div className="space-y-3 leading-relaxed text-slate-700 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
