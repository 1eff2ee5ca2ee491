/** The support chat's page: its own chunk, loaded on the first visit of /user/chat. */
export { ChatPage } from '../../../features/chat/chat-page';
