/** The shop-customers module's public face: other modules and the app import it only through this file. */
export { shopCustomersRoutes } from './shop-customers.routes.js';
export { saveShopCustomer } from './shop-customer-save.js';
export { acceptedRequestOfCenter, importRequestCustomer } from './shop-customers.service.js';
export { vehicleLabel, vehiclesWithNames } from './vehicle-refs.js';
