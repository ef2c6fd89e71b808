import {
  ArrowRight,
  BatteryCharging,
  Bike,
  Car,
  CircleGauge,
  ClipboardList,
  Disc,
  KeyRound,
  MapPin,
  Navigation,
  Phone,
  ShieldCheck,
  Siren,
  Star,
  Store,
  Truck,
  UserRound,
  Wrench,
} from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { loginPath, ROLE_HOME } from '@/modules/auth/role-home';
import { useStoredSession } from '@/modules/auth/session-storage';
import { useRecentRequests } from '@/modules/service-requests/recent-requests';

const HELP_PATH = '/dashboard-customer/service-request';

const STEPS = [
  {
    Icon: ClipboardList,
    title: 'Tell us what happened',
    text: 'Your vehicle, the problem in your own words (or by voice), and where you are. Under a minute.',
  },
  {
    Icon: MapPin,
    title: 'Pick a service center nearby',
    text: 'See centers around you with distance, rating, working hours, pickup and current offers.',
  },
  {
    Icon: Phone,
    title: 'Get help on the spot',
    text: 'The center gets your request at once, calls you and comes over, or picks up your vehicle.',
  },
];

const SERVICES = [
  { Icon: Wrench, title: 'Breakdown repair', text: 'Engine won’t start, overheating, strange noises.' },
  { Icon: Truck, title: 'Towing & pickup', text: 'Flatbed or tow to the nearest workshop.' },
  { Icon: Disc, title: 'Puncture & tyres', text: 'Flat tyre, tube or tubeless repair, wheel change.' },
  { Icon: BatteryCharging, title: 'Battery help', text: 'Jump-start, testing and replacement.' },
  { Icon: CircleGauge, title: 'Periodic service', text: 'Oil, filters, brakes and a full check-up.' },
  { Icon: ShieldCheck, title: 'Accident repair', text: 'Dents, paint and insurance-friendly estimates.' },
];

const ROLES = [
  {
    Icon: UserRound,
    title: 'Vehicle owner',
    text: 'Track your requests and keep your vehicle details ready for the next time.',
    role: 'Customer' as const,
  },
  {
    Icon: Store,
    title: 'Service center',
    text: 'Accept new requests, manage offers and run your workshop on FixoPro.',
    role: 'ServiceCenter' as const,
  },
  {
    Icon: KeyRound,
    title: 'Fixo team',
    text: 'Approve service centers and manage offers across the marketplace.',
    role: 'Manager' as const,
  },
];

/** A guest's latest request kept on this device: the way back to its tracking page. */
function RecentRequestBanner() {
  const [latest] = useRecentRequests();
  if (!latest) return null;
  return (
    <Link
      to={latest.trackingPath}
      data-testid="landing-recent-request"
      className="flex min-h-14 items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 font-semibold text-slate-900 shadow-lg hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
    >
      <span>
        Your request <span className="font-mono">{latest.bookingRef}</span> — {latest.status}
      </span>
      <ArrowRight className="size-5 shrink-0 text-brand-700" aria-hidden />
    </Link>
  );
}

function MyDashboardSection({ home }: { home: string }) {
  return (
    <section aria-labelledby="signin-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
      <h2 id="signin-title" className="text-2xl font-extrabold tracking-tight text-slate-900">
        Welcome back
      </h2>
      <Button asChild size="lg" className="mt-4">
        <Link to={home}>
          My dashboard
          <ArrowRight className="size-5" aria-hidden />
        </Link>
      </Button>
    </section>
  );
}

export default function LandingPage() {
  const session = useStoredSession();
  const home = session.isLoggedIn && session.userType ? ROLE_HOME[session.userType] : null;
  return (
    <>
      <section className="relative overflow-hidden bg-slate-950 text-white">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-32 -right-32 size-[28rem] rounded-full bg-brand-600/30 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.15fr_1fr] lg:px-8">
          <div className="flex flex-col gap-6">
            <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-200">
              <Siren className="size-4" aria-hidden />
              Roadside help across India
            </p>
            <h1 className="text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
              Broken down? <span className="text-brand-400">Help is a tap away.</span>
            </h1>
            <RecentRequestBanner />
            <p className="max-w-xl text-lg leading-relaxed text-slate-300">
              Fixo finds trusted service centers near you for breakdowns, punctures, towing and servicing of
              cars, bikes and commercial vehicles, on the highway or in your lane.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button
                asChild
                size="lg"
                className="h-14 bg-brand-500 px-8 text-lg text-slate-950 hover:bg-brand-400"
              >
                <Link to={HELP_PATH}>
                  Get help now
                  <ArrowRight className="size-5" aria-hidden />
                </Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="h-14 border-white/30 bg-transparent text-white hover:bg-white/10"
              >
                <Link to={`${HELP_PATH}#NearServiceCenter`}>
                  <Navigation className="size-5" aria-hidden />
                  Centers near me
                </Link>
              </Button>
            </div>
            <p className="text-sm text-slate-400">
              In an accident or if anyone is hurt, call{' '}
              <a href="tel:112" className="font-bold text-white underline">
                112
              </a>{' '}
              first. Move to the side, switch on hazard lights and stay behind the barrier.
            </p>
          </div>

          <Card className="self-center border-white/10 bg-white/5 text-white shadow-2xl backdrop-blur">
            <CardContent className="flex flex-col gap-4">
              <p className="text-sm font-semibold text-slate-300">What you see after you ask</p>
              {[
                { name: 'Sri Sai Auto Works', km: '1.2', rating: '4.6', pickup: true },
                { name: 'Highway Car Care', km: '3.8', rating: '4.3', pickup: false },
              ].map((center) => (
                <div key={center.name} className="rounded-xl bg-white p-4 text-slate-900">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-bold">{center.name}</p>
                    <span className="shrink-0 text-sm font-semibold text-brand-700">{center.km} km</span>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1">
                      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
                      {center.rating} / 5
                    </span>
                    <span aria-hidden>·</span>
                    <span>Open 9:00 AM – 8:00 PM</span>
                    {center.pickup && (
                      <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200">
                        Pickup Available
                      </span>
                    )}
                  </div>
                </div>
              ))}
              <p className="text-xs text-slate-400">Example listing. Real centers depend on where you are.</p>
            </CardContent>
          </Card>
        </div>
      </section>

      <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="how-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
          How it works
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">No app to install. Works on any phone with a browser.</p>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ Icon, title, text }, index) => (
            <li key={title}>
              <Card className="h-full">
                <CardContent className="flex flex-col gap-3">
                  <div className="flex items-center gap-3">
                    <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <span className="text-sm font-bold text-brand-700">Step {index + 1}</span>
                  </div>
                  <h3 className="text-lg font-bold text-slate-900">{title}</h3>
                  <p className="leading-relaxed text-slate-600">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="services-title" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <div className="flex flex-col justify-between gap-4 md:flex-row md:items-end">
            <div>
              <h2 id="services-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
                What we can help with
              </h2>
              <p className="mt-2 max-w-2xl text-slate-600">
                Service centers list what they handle; you choose the one that fits.
              </p>
            </div>
            <p className="flex items-center gap-3 text-sm font-semibold text-slate-600">
              <Car className="size-5 text-brand-600" aria-hidden /> Cars
              <Bike className="size-5 text-brand-600" aria-hidden /> Two-wheelers
              <Truck className="size-5 text-brand-600" aria-hidden /> Commercial
            </p>
          </div>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-bold text-slate-900">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Button asChild size="lg">
              <Link to={HELP_PATH}>
                Raise a service request
                <ArrowRight className="size-5" aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="workshops-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white sm:p-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div className="space-y-4">
            <p className="text-sm font-bold tracking-wider text-brand-200 uppercase">
              For workshops &amp; garages
            </p>
            <h2 id="workshops-title" className="text-3xl font-extrabold tracking-tight">
              Get customers who are already nearby
            </h2>
            <p className="max-w-xl leading-relaxed text-brand-50">
              List your service center on Fixo for free, receive requests from drivers around you and publish
              offers. Upgrade to FixoPro for job cards, parts, customer records and GST invoices.
            </p>
          </div>
          <div className="flex flex-col gap-3">
            <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50">
              <Link to="/service-center-registration">Register your service center</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/fixopro">Explore FixoPro</Link>
            </Button>
          </div>
        </div>
      </section>

      {home ? (
        <MyDashboardSection home={home} />
      ) : (
        <section aria-labelledby="signin-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
          <h2 id="signin-title" className="text-2xl font-extrabold tracking-tight text-slate-900">
            Sign in
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {ROLES.map(({ Icon, title, text, role }) => (
              <li key={role}>
                <Link
                  to={loginPath(role)}
                  className="group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex size-11 items-center justify-center rounded-xl bg-slate-900 text-white">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="text-lg font-bold text-slate-900">{title}</span>
                  <span className="text-sm leading-relaxed text-slate-600">{text}</span>
                  <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
                    Sign in as {title.toLowerCase()}
                    <ArrowRight className="size-4" aria-hidden />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600">
            New to Fixo?{' '}
            <Link to="/customer-registration" className="font-semibold text-brand-700 underline">
              Register as a customer
            </Link>{' '}
            to save your vehicle details for faster help.
          </p>
        </section>
      )}
    </>
  );
}
