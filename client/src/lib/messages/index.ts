/** The catalogue's modules; import `MSG` from lib/messages instead. */
export * from './site.js';
export * from './storefront.js';
export * from './shop.js';
export * from './shopping.js';
export * from './member.js';
export * from './console.js';
