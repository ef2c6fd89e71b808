export { NAMESPACE as FIXOPRO_NAMESPACE, TEXTS_EN as FIXOPRO_TEXTS_EN } from './fixopro.texts';
