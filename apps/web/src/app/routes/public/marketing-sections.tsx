import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The public pages' hero heading: a lead and an accented end. */
export function HeroTitle({ lead, accent, className }: { lead: string; accent: string; className?: string }) {
  return (
    <h1 className={cn('text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl', className)}>
      {lead} <span className="text-brand-400">{accent}</span>
    </h1>
  );
}

/** The hero's main call to action (a link as the child), bright on the dark hero. */
export function HeroPrimaryButton({ children }: { children: ReactNode }) {
  return (
    <Button asChild size="lg" className="h-14 bg-brand-500 px-8 text-lg text-slate-950 hover:bg-brand-400">
      {children}
    </Button>
  );
}

/** The hero's second choice (a link as the child), outlined on the dark hero. */
export function HeroSecondaryButton({ children }: { children: ReactNode }) {
  return (
    <Button
      asChild
      size="lg"
      variant="outline"
      className="h-14 border-white/30 bg-transparent text-white hover:bg-white/10"
    >
      {children}
    </Button>
  );
}

/** A section's title and intro; `id` names the title for the section's aria-labelledby. */
export function SectionIntro({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <>
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-slate-900">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">{text}</p>
    </>
  );
}

/** A card of a feature grid: an icon, a title and a text; a numbered step shows its `step` label by the icon. */
export function FeatureCard({
  icon: Icon,
  title,
  text,
  step,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  step?: string;
}) {
  const icon = (
    <span
      className={cn(
        'flex size-11 items-center justify-center rounded-xl',
        step ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700',
      )}
    >
      <Icon className="size-5" aria-hidden />
    </span>
  );
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-3">
        {step ? (
          <div className="flex items-center gap-3">
            {icon}
            <span className="text-sm font-bold text-brand-700">{step}</span>
          </div>
        ) : (
          icon
        )}
        <h3 className="text-lg font-bold text-slate-900">{title}</h3>
        <p className="leading-relaxed text-slate-600">{text}</p>
      </CardContent>
    </Card>
  );
}
