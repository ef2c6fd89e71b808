import { registerScreenTexts } from '@/lib/i18n';

/** Namespace `fixopro`: the public FixoPro page (app/routes/public/fixopro-page.tsx). */
export const NAMESPACE = 'fixopro';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  features: {
    jobCards: {
      title: 'Job cards',
      text: 'Open a job card for every vehicle that comes in: complaint, work done, parts used, technician and status.',
    },
    parts: {
      title: 'Parts & services',
      text: 'Your own catalogue with HSN/SAC codes, prices and GST rates, so a bill takes seconds, not a calculator.',
    },
    customers: {
      title: 'Customer masters',
      text: 'Every customer and vehicle in one place: registration number, history and contact details.',
    },
    invoices: {
      title: 'GST invoices (PDF)',
      text: 'CGST/SGST or IGST worked out for you, amount in words, your GSTIN and logo. Share the PDF on WhatsApp.',
    },
    report: {
      title: 'Invoice report',
      text: 'Daily and monthly takings, tax collected and pending payments, ready for your accountant.',
    },
    live: {
      title: 'Live requests from Fixo',
      text: 'Breakdown requests from drivers near you arrive as they happen. Accept, call and turn them into jobs.',
    },
  },
  free: [
    'Listed to drivers searching near you',
    'Accept, reject and close service requests',
    'Publish discount offers and coupons',
    'Profile with services, makers, hours and pickup',
  ],
  pro: [
    'Everything in the free listing',
    'Job cards for every vehicle',
    'Parts & services catalogue with GST rates',
    'Customer masters and vehicle history',
    'GST invoices as PDF',
    'Invoice report',
  ],
  badge: 'FixoPro workshop suite',
  heroTitle: 'Run your workshop from your phone.',
  heroAccent: 'Bill in GST in seconds.',
  heroText:
    'FixoPro gives service centers and garages job cards, a parts and services catalogue, customer records, GST invoices and reports, all connected to the drivers who find you on Fixo.',
  register: 'Register your service center',
  signIn: 'Already registered? Sign in',
  featuresTitle: 'Everything the front desk needs',
  featuresText: 'Built for Indian workshops: rupees, GST, lakh-and-crore figures and busy counters.',
  flowTitle: 'From breakdown call to paid invoice',
  steps: [
    'A driver near you raises a request on Fixo; you accept it.',
    'Open a job card, add parts and labour from your catalogue.',
    'Generate the GST invoice as a PDF and share it with the customer.',
    'See the day’s takings and tax in the invoice report.',
  ],
  exampleInvoice: 'Example invoice',
  plansTitle: 'Plans',
  plansText:
    'Start free. Choose a paid plan whenever you want the suite; current prices are shown when you pick a plan after registering.',
  freeTitle: 'Free listing',
  freeText: 'Be found by drivers near you.',
  registerFree: 'Register for free',
  proText: 'Your whole workshop, billed in GST.',
  fullSuite: 'Full suite',
  monthlyYearly: 'Monthly and yearly plans',
  seePlans: 'See plans and prices',
  ctaTitle: 'Ready to grow your workshop?',
  ctaText: 'Registration takes about five minutes. Keep your GSTIN handy.',
  registerNow: 'Register now',
});
