// The standardisation module's public surface: the chain of a valuation's standardised value, for the valuation form.
export { StandardisationChain, type ChainRecord } from './StandardisationChain.tsx';
