import { FileText } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';

/** Invoices arrive with the next part of the suite; until then their menu entries explain, not 404. */
export default function InvoicesComingPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center">
      <FileText className="size-10 text-brand-600" aria-hidden />
      <h1 className="text-xl font-bold text-slate-900">GST invoices are coming soon</h1>
      <p className="text-slate-700">
        Invoices and the invoice report are being added to FixoPro. Job cards, estimates, parts and customer
        masters are ready to use today.
      </p>
      <Link
        to="/service-manager/service-request/service-request-details"
        className={buttonClasses('primary', 'lg')}
      >
        Go to job cards
      </Link>
    </section>
  );
}
