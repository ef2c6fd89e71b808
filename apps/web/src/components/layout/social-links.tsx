import { cn } from '@/lib/cn';

// lucide dropped brand logos, so these are the simple official glyph outlines.
const SOCIAL = [
  {
    label: 'Fixo on Facebook',
    href: 'https://www.facebook.com/fixoindia',
    path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  },
  {
    label: 'Fixo on X',
    href: 'https://x.com/fixoindia',
    path: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
  },
  {
    label: 'Fixo on Instagram',
    href: 'https://www.instagram.com/fixoindia',
    path: 'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5.9-7.8a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM12 3c-2.4 0-2.7 0-3.7.1-3.3.1-4.9 1.7-5.1 5.1C3 9.3 3 9.6 3 12s0 2.7.1 3.7c.2 3.4 1.7 5 5.1 5.1 1 .1 1.3.1 3.8.1s2.7 0 3.7-.1c3.4-.2 5-1.7 5.1-5.1.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.2-3.4-1.7-5-5.1-5.1C14.7 3 14.4 3 12 3z',
  },
  {
    label: 'Fixo on LinkedIn',
    href: 'https://www.linkedin.com/company/fixoindia',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3V9.75zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-4.9c0-1.2 0-2.7-1.7-2.7s-1.9 1.3-1.9 2.6v5H9.5V9.75z',
  },
  {
    label: 'Fixo on YouTube',
    href: 'https://www.youtube.com/@fixoindia',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3-5.2 3z',
  },
] as const;

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={cn('flex items-center gap-2', className)}>
      {SOCIAL.map((item) => (
        <li key={item.href}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={item.label}
            className="flex size-10 items-center justify-center rounded-full bg-white/10 text-slate-200 transition-colors hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
              <path d={item.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
