import { LazyDialog } from '@/components/lazy-dialog';
import { lazyPart } from '@/components/lazy-part';

import type { CsvImportDialogProps } from './csv-import-dialog';

const Dialog = lazyPart(() => import('./csv-import-dialog'));

/**
 * The CSV import dialog, its code (radix's dialog with its focus trap and scroll lock, about 11 KB gzipped)
 * fetched on the first open: the parts and customer lists paint without it.
 */
export function CsvImportDialog({ open, onOpenChange, ...props }: CsvImportDialogProps) {
  return <LazyDialog component={Dialog} props={props} open={open} onOpenChange={onOpenChange} />;
}
