import { ToWords } from 'to-words';

// one converter for the process: Indian numbering (lakh, crore) with rupees and paise
const toWords = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } });

/** 123456 paise → 'One Thousand Two Hundred Thirty Four Rupees And Fifty Six Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = paise % 100;
  // to-words takes a decimal: build it from integers so no binary fraction changes the paise
  return toWords.convert(Number(`${rupees}.${String(rest).padStart(2, '0')}`));
}
