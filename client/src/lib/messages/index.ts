/** The catalogue's modules; import `MSG` from lib/messages instead. */
export * from './site.js';
export * from './storefront.js';
export * from './shop.js';
export * from './shopping.js';
export * from './member.js';
export * from './console.js';
export * from './style-posts.js';
export * from './accounts.js';
export * from './social.js';
export * from './post-detail.js';
export * from './search.js';
export * from './social-auth.js';
export * from './server.js';
export * from './chat.js';
export * from './admin-chat.js';
