/** The Toss Payments stand-in (it lives with the scripts, as `npm run fake-toss` serves it in development too). */
export { startFakeToss, type FakeToss, type FakePayment } from '../scripts/fake-toss-server.js';
