import { registerScreenTexts } from '@/lib/i18n';

/** Namespace `notFound`: the 404 page (English as it has always read). */
export const NAMESPACE = 'notFound';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  title: 'Wrong turn',
  text: "We couldn't find that page. It may have moved, or the link may be incomplete.",
  home: 'Back to home',
  help: 'Get roadside help',
});
