/** The show management pages: their own chunk, loaded only when the section is opened. */
export { FashionPage } from '../../../features/admin-fashion/components/fashion-page';
export { CharacterEditorPage } from '../../../features/admin-fashion/components/character-editor-page';
export { FashionShowRoute } from './fashion-show-route';
