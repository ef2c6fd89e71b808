export { ShopCustomerForm } from './shop-customer-form';
export { useAddCustomerFromRequest, useShopCustomer, useShopCustomers } from './shop-customers-api';
