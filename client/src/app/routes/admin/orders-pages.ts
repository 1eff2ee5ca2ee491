/** The order management section's page: its own chunk, loaded only when /admin/orders is opened. */
export { OrdersRoute } from './orders-route';
