import { Toaster as Sonner } from 'sonner';

/** One toaster for the whole app; top-centre so it is seen above a phone's on-screen keyboard. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      toastOptions={{ duration: 5000, className: 'text-base' }}
    />
  );
}
