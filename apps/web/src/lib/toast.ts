/**
 * `toast.success(...)`, `.error`, `.info`, `.warning`, as sonner's, without sonner (about 9 KB gzipped) in the
 * download of every screen that can show a toast: it is fetched on the first toast, and by then it is usually in
 * already, since the toaster itself loads right after the first render (app/layouts/root-layout.tsx). Calls keep
 * their order. If sonner cannot be fetched (the network dropped), the message is shown by the browser instead of
 * being lost: an error toast is often the news of that very failure.
 */
import { loadOnce } from './load-once';

type Sonner = typeof import('sonner');
type ToastArgs = Parameters<Sonner['toast']['success']>;
type ToastKind = 'success' | 'error' | 'info' | 'warning';

const loadSonner = loadOnce<Sonner>(() => import('sonner'));

function show(kind: ToastKind) {
  return (...args: ToastArgs): void => {
    loadSonner().then(
      (module) => module.toast[kind](...args),
      () => {
        if (typeof args[0] === 'string') window.alert(args[0]);
      },
    );
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
