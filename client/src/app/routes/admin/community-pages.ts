/** The community moderation pages: their own chunk, loaded only when the section is opened. */
export { CommunityRoute } from './community-route';
