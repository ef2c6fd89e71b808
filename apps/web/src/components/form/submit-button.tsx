import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';

/** A form's main submit button: full width on a phone, busy with its own words ('Saving…') while sent. */
export function SubmitButton({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" loading={busy} loadingText={busyText} className="w-full sm:w-auto">
      {children}
    </Button>
  );
}

/** The submit button of a long form, fixed at the bottom of a phone's screen (the form leaves room for it). */
export function FixedSubmitBar(props: { busy: boolean; busyText: string; children: ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white/95 p-3 backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0">
      <SubmitButton {...props} />
    </div>
  );
}
