export { inr, KIND_BADGE, qtyText } from './part-format';
export { useParts } from './parts-api';
