import {
  ArrowRight,
  BadgeCheck,
  BellRing,
  Check,
  ChartColumn,
  ClipboardList,
  FileText,
  Package,
  Sparkles,
  Tag,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { loginPath } from '@/modules/auth/role-home';

const FEATURES = [
  {
    Icon: ClipboardList,
    title: 'Job cards',
    text: 'Open a job card for every vehicle that comes in: complaint, work done, parts used, technician and status.',
  },
  {
    Icon: Package,
    title: 'Parts & services',
    text: 'Your own catalogue with HSN/SAC codes, prices and GST rates, so a bill takes seconds, not a calculator.',
  },
  {
    Icon: Users,
    title: 'Customer masters',
    text: 'Every customer and vehicle in one place: registration number, history and contact details.',
  },
  {
    Icon: FileText,
    title: 'GST invoices (PDF)',
    text: 'CGST/SGST or IGST worked out for you, amount in words, your GSTIN and logo. Share the PDF on WhatsApp.',
  },
  {
    Icon: ChartColumn,
    title: 'Invoice report',
    text: 'Daily and monthly takings, tax collected and pending payments, ready for your accountant.',
  },
  {
    Icon: BellRing,
    title: 'Live requests from Fixo',
    text: 'Breakdown requests from drivers near you arrive as they happen. Accept, call and turn them into jobs.',
  },
];

const FREE = [
  'Listed to drivers searching near you',
  'Accept, reject and close service requests',
  'Publish discount offers and coupons',
  'Profile with services, makers, hours and pickup',
];

const PRO = [
  'Everything in the free listing',
  'Job cards for every vehicle',
  'Parts & services catalogue with GST rates',
  'Customer masters and vehicle history',
  'GST invoices as PDF',
  'Invoice report',
];

export default function FixoProPage() {
  return (
    <>
      <section className="bg-slate-950 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 sm:px-6 md:py-20 lg:px-8">
          <Badge variant="brand" className="w-fit bg-brand-500/15 text-brand-200 ring-brand-400/30">
            <Sparkles className="size-3.5" aria-hidden /> FixoPro workshop suite
          </Badge>
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            Run your workshop from your phone. <span className="text-brand-400">Bill in GST in seconds.</span>
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-slate-300">
            FixoPro gives service centers and garages job cards, a parts and services catalogue, customer
            records, GST invoices and reports, all connected to the drivers who find you on Fixo.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              className="h-14 bg-brand-500 px-8 text-lg text-slate-950 hover:bg-brand-400"
            >
              <Link to="/service-center-registration">
                Register your service center
                <ArrowRight className="size-5" aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="h-14 border-white/30 bg-transparent text-white hover:bg-white/10"
            >
              <Link to={loginPath('ServiceCenter')}>Already registered? Sign in</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="features-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
          Everything the front desk needs
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">
          Built for Indian workshops: rupees, GST, lakh-and-crore figures and busy counters.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardContent className="flex flex-col gap-3">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <h3 className="text-lg font-bold text-slate-900">{title}</h3>
                  <p className="leading-relaxed text-slate-600">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="invoice-title" className="border-y border-slate-200 bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
          <div className="space-y-4">
            <h2 id="invoice-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
              From breakdown call to paid invoice
            </h2>
            <ol className="space-y-4">
              {[
                'A driver near you raises a request on Fixo; you accept it.',
                'Open a job card, add parts and labour from your catalogue.',
                'Generate the GST invoice as a PDF and share it with the customer.',
                'See the day’s takings and tax in the invoice report.',
              ].map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="leading-relaxed text-slate-700">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <Card className="bg-slate-50" aria-label="Example invoice">
            <CardContent className="space-y-3 font-mono text-sm text-slate-800">
              <div className="flex justify-between gap-4 font-sans">
                <span className="font-bold">Tax Invoice</span>
                <span className="text-slate-500">INV-2026-0148</span>
              </div>
              <div className="flex justify-between gap-4">
                <span>Clutch plate (HSN 8708)</span>
                <span>₹3,450.00</span>
              </div>
              <div className="flex justify-between gap-4">
                <span>Labour (SAC 998714)</span>
                <span>₹1,200.00</span>
              </div>
              <div className="flex justify-between gap-4 text-slate-500">
                <span>CGST 9% + SGST 9%</span>
                <span>₹837.00</span>
              </div>
              <div className="flex justify-between gap-4 border-t border-slate-300 pt-3 font-bold">
                <span>Total</span>
                <span>₹5,487.00</span>
              </div>
              <p className="font-sans text-xs text-slate-500">
                Rupees Five Thousand Four Hundred Eighty Seven Only
              </p>
            </CardContent>
          </Card>
        </div>
      </section>

      <section aria-labelledby="plans-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="plans-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
          Plans
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">
          Start free. Choose a paid plan whenever you want the suite; current prices are shown when you pick a
          plan after registering.
        </p>
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          <Card>
            <CardContent className="flex h-full flex-col gap-4">
              <div>
                <h3 className="text-xl font-bold text-slate-900">Free listing</h3>
                <p className="text-slate-600">Be found by drivers near you.</p>
              </div>
              <p className="text-3xl font-extrabold text-slate-900">₹0</p>
              <ul className="space-y-2">
                {FREE.map((item) => (
                  <li key={item} className="flex gap-2 text-slate-700">
                    <Check className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
              <Button asChild variant="outline" className="mt-auto">
                <Link to="/service-center-registration">Register for free</Link>
              </Button>
            </CardContent>
          </Card>
          <Card className="border-2 border-brand-600">
            <CardContent className="flex h-full flex-col gap-4">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h3 className="text-xl font-bold text-slate-900">FixoPro</h3>
                  <p className="text-slate-600">Your whole workshop, billed in GST.</p>
                </div>
                <Badge variant="brand">
                  <BadgeCheck className="size-3.5" aria-hidden /> Full suite
                </Badge>
              </div>
              <p className="text-slate-700">Monthly and yearly plans</p>
              <ul className="space-y-2">
                {PRO.map((item) => (
                  <li key={item} className="flex gap-2 text-slate-700">
                    <Check className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
              <Button asChild className="mt-auto">
                <Link to="/dashboard-service/subscription">
                  <Tag className="size-4" aria-hidden />
                  See plans and prices
                </Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-slate-900 p-6 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-extrabold">Ready to grow your workshop?</h2>
            <p className="mt-1 text-slate-300">
              Registration takes about five minutes. Keep your GSTIN handy.
            </p>
          </div>
          <Button asChild size="lg" className="bg-brand-500 text-slate-950 hover:bg-brand-400">
            <Link to="/service-center-registration">
              Register now
              <ArrowRight className="size-5" aria-hidden />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
