/**
 * Tables no cached answer reads: logs, chat, rate limits, sign-up codes, sales rollups and the style-product links
 * (admin statistics), the event outbox (added later, listed here so the test of untriggered tables knows it). The
 * cache invalidation migration gives every other table its notify trigger; the response cache warns of a table
 * missing from both.
 */
export const UNWATCHED_TABLES = [
  'alert',
  'audit_entry',
  'canned_reply',
  'chat_message',
  'chat_room',
  'email_verification',
  'event_outbox',
  'mikro_orm_migrations',
  'oauth_state',
  'payment_reconciliation',
  'rate_limit',
  'sales_day_rollup',
  'sales_product_rollup',
  'search_miss',
  'style_product',
];
