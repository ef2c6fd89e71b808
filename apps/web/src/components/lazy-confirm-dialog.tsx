import { LazyDialog } from './lazy-dialog';
import { lazyPart } from './lazy-part';
import type { ConfirmDialogProps } from './ui/alert-dialog';

const Dialog = lazyPart(() => import('./ui/alert-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * `ConfirmDialog`, its code (radix's dialog with its focus trap and scroll lock, about 11 KB gzipped) fetched on the
 * first open: a list that asks only when a row is acted on paints without it.
 */
export function LazyConfirmDialog({ open, onOpenChange, ...props }: ConfirmDialogProps) {
  return <LazyDialog component={Dialog} props={props} open={open} onOpenChange={onOpenChange} />;
}
