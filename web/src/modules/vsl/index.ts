// The vsl module's public surface: the read-only valuation studies list that Suggest a Study shows.
export { ReadOnlyVslList } from './ReadOnlyVslList.tsx';
