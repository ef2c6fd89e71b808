import type { ReactNode } from 'react';
import { Link } from 'react-router';

const link = 'font-semibold text-brand-700 underline';

const LAST_UPDATED = '21 November 2026';

const SECTIONS: { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'who-we-are',
    title: '1. Who we are',
    body: (
      <p>
        Fixo (“Fixo”, “we”, “us”) runs a marketplace that connects vehicle owners with service centers in
        India. For the personal data described here we are the Data Fiduciary under the Digital Personal Data
        Protection Act, 2023 (“DPDP Act”) and the rules made under it. This notice tells you what we collect,
        why, who we share it with and the rights you have.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: '2. Personal data we collect',
    body: (
      <ul>
        <li>
          <strong>Identity and contact:</strong> your name, mobile number(s) and email address.
        </li>
        <li>
          <strong>Address:</strong> address lines, city, state, country and PIN code.
        </li>
        <li>
          <strong>Vehicle details:</strong> vehicle type, maker, make, model, colour, fuel type, registration
          number, chassis number (optional) and mileage.
        </li>
        <li>
          <strong>Location, only with your consent:</strong> your device’s location when you allow it, to find
          service centers near you and to tell the chosen center where you are. You can use a PIN code
          instead.
        </li>
        <li>
          <strong>Service requests:</strong> the problem you describe (typed or dictated), the services
          needed, the center you choose, request status and remarks.
        </li>
        <li>
          <strong>Service centers:</strong> business name, contact persons, GSTIN, working hours, services
          offered and plan details.
        </li>
        <li>
          <strong>Account and usage:</strong> a hashed passcode (we never store it in plain text), sign-in
          records, and page visit counts used to improve the service.
        </li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    title: '3. Why we use it',
    body: (
      <ul>
        <li>To create and manage your account and sign you in securely (passcode or one-time password).</li>
        <li>To show service centers near you and send your service request to the center you choose.</li>
        <li>To let service centers contact you, accept, complete and invoice your job.</li>
        <li>To keep the platform safe: preventing fraud and misuse, and securing accounts.</li>
        <li>To meet legal obligations, such as tax and GST records kept by service centers.</li>
        <li>To understand which pages are used so we can improve them (counts, not profiles).</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: '4. Who we share it with',
    body: (
      <>
        <p>
          When you raise a request, we share your name, mobile number, vehicle details, problem description
          and location with <strong>the service center you choose</strong>, only so it can help you. We also
          use service providers who process data on our behalf under contract (hosting, SMS delivery) and
          disclose data where the law requires it.
        </p>
        <p>
          <strong>We do not sell your personal data</strong>, and we do not share it with advertisers.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: '5. How long we keep it',
    body: (
      <p>
        We keep your data while your account is active and for as long as needed for the purposes above. When
        you ask us to erase it, or when the purpose is served, we delete it unless a law requires us to keep
        it longer (for example, invoice and tax records are kept for the period required by GST law). Location
        is used for your request and is not tracked in the background.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: '6. Your rights',
    body: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> a summary of your personal data we process and who we have shared it with.
          </li>
          <li>
            <strong>Correction and updating</strong> of inaccurate or incomplete data; most of it you can edit
            in your profile.
          </li>
          <li>
            <strong>Erasure</strong> of data that is no longer needed, unless the law requires us to keep it.
          </li>
          <li>
            <strong>Grievance redressal</strong>: a response from our Grievance Officer to any complaint about
            your data.
          </li>
          <li>
            <strong>Nominate</strong> a person to exercise these rights for you in case of death or
            incapacity.
          </li>
        </ul>
        <p>
          Signed in, you can see and download your data, withdraw a consent and erase your account yourself on
          the <strong>Privacy &amp; data</strong> page of your account menu. For anything else,{' '}
          <Link to="/grievance" className={link}>
            raise a grievance
          </Link>{' '}
          with the Grievance Officer (below) or write from your registered email, mentioning your registered
          mobile number. We may verify your identity before acting.
        </p>
      </>
    ),
  },
  {
    id: 'consent',
    title: '7. Consent and withdrawing it',
    body: (
      <p>
        Where we rely on your consent (for example, for location), you can withdraw it at any time as easily
        as you gave it: on the Privacy &amp; data page of your account, by turning location off in your
        browser, or by writing to us. Withdrawal does not affect what was done before it; some features, such
        as finding centers by location, may then need a PIN code instead.
      </p>
    ),
  },
  {
    id: 'children',
    title: '8. Children',
    body: (
      <p>
        Fixo is meant for adults. We do not knowingly process the personal data of anyone under 18 without
        verifiable consent of a parent or lawful guardian, and we do not track or target advertising at
        children. If you believe a child has given us data, please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'security',
    title: '9. Security',
    body: (
      <p>
        We protect your data with reasonable security safeguards: encrypted connections (HTTPS), hashed
        passcodes, secure session cookies, limits on repeated sign-in attempts and access only for those who
        need it. If a personal data breach occurs, we will inform you and the Data Protection Board of India
        as the law requires.
      </p>
    ),
  },
  {
    id: 'grievance',
    title: '10. Grievance Officer',
    body: (
      <>
        <address className="not-italic">
          Grievance Officer, Fixo
          <br />
          Bengaluru, Karnataka, India
          <br />
          Email:{' '}
          <a href="mailto:grievance@fixo.in" className="font-semibold text-brand-700 underline">
            grievance@fixo.in
          </a>
        </address>
        <p>
          <Link to="/grievance" className={link}>
            Raise a grievance online
          </Link>
          : you get a reference number at once and can follow its status and read our answer there.
        </p>
        <p>
          We will acknowledge your complaint and aim to resolve it within 30 days. If you are not satisfied
          with our response, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: '11. Changes to this notice',
    body: (
      <p>
        We may update this notice. The date below shows the latest version; for significant changes we will
        tell you in the app or by SMS or email before they take effect.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <header className="space-y-3 border-b border-slate-200 pb-6">
        <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">Privacy notice</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Privacy Policy</h1>
        <p className="text-slate-600">
          How Fixo handles your personal data under India’s Digital Personal Data Protection Act, 2023.
        </p>
        <p className="text-sm text-slate-500">
          Last updated: <time dateTime="2026-11-21">{LAST_UPDATED}</time>
        </p>
      </header>

      <nav aria-label="On this page" className="my-8 rounded-2xl border border-slate-200 bg-white p-5">
        <p className="mb-3 text-sm font-bold text-slate-900">On this page</p>
        <ol className="grid gap-1 text-sm sm:grid-cols-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-9 items-center text-brand-700 hover:underline"
              >
                {section.title}
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
              {section.title}
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
