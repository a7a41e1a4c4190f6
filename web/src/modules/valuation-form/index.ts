// The valuation-form module's public surface: the form of one valuation.
export { ValuationForm } from './ValuationForm.tsx';
