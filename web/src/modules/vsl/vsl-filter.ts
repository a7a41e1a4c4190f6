import { vslInclusionLabels, vslInclusions, type VslFilter, type VslInclusionValue } from '@esvd/schema/rules/vsl';

import type { VslFilter as VslFilterVariables, VslInclusion } from '../../gql/graphql.ts';

/** The GraphQL names of the inclusion states, whose values the shared rule holds. */
export const graphqlInclusion: Record<VslInclusionValue, VslInclusion> = {
  included: 'Included',
  excluded: 'Excluded',
  'pending review': 'PendingReview',
};

/** The choices of the "Included in ESVD" filter. */
export const inclusionOptions = vslInclusions.map((value) => ({ value, label: vslInclusionLabels[value] }));

/** The label the list shows for an inclusion state as GraphQL sends it. */
export function inclusionLabel(value: VslInclusion | null | undefined): string {
  const inclusion = vslInclusions.find((candidate) => graphqlInclusion[candidate] === value);
  return inclusion ? vslInclusionLabels[inclusion] : '';
}

/** A checked filter as the api's variables. */
export function vslFilterVariables(filter: VslFilter): VslFilterVariables {
  return { ...filter, includedEsvd: filter.includedEsvd ? graphqlInclusion[filter.includedEsvd] : null };
}
