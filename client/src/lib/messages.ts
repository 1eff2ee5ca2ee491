/**
 * The client's one catalogue of user-visible Korean texts, read as `MSG.<area>.<text>`. Texts quoted by the spec are
 * kept to the letter; tests look texts up here instead of repeating them. The areas live in a few modules and `MSG`
 * is their namespace, so a page's chunk carries only the modules whose texts it uses.
 */
import * as MSG from './messages/index.js';

export { MSG };
