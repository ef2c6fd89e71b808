import type { ChangeEvent } from 'react';
import { mobileInputValue } from '@fixo/shared';

import { Input, type InputProps } from './input';

/**
 * A 10-digit Indian mobile field with a fixed '+91'. Typed and pasted text is normalised before any length
 * limit ('+91 98450 12345' → 9845012345), so it has no maxLength: the browser would cut a paste first.
 */
export function MobileInput({ onChange, ...props }: Omit<InputProps, 'leading' | 'maxLength' | 'type'>) {
  return (
    <Input
      leading="+91"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = mobileInputValue(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
