import { Toaster as Sonner } from 'sonner';

/** One toaster for the whole app; top-centre so it is seen above a phone's on-screen keyboard. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      // Sonner brings its own font list, without Devanagari: toasts use the app's (Hindi renders).
      toastOptions={{ duration: 5000, className: 'text-base', style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}
