/** The parts module's public face: other modules and the app import it only through this file. */
export { partsRoutes } from './parts.routes.js';
export { gstRateResolver } from './gst-rates.js';
export { lockParts, recordMovements } from './stock-ledger.js';
export type { Movement } from './stock-ledger.js';
