import type { ReferenceSeedEntry } from '../hierarchy.ts';

/**
 * The SEEA Ecosystem Accounting reference list of ecosystem services (UN et al. 2021, SEEA EA, table 6.3).
 * Level 1: the three service types, codes 1-3. Level 2: the services, coded `<type>.<n>` in the table's
 * order. Where SEEA EA groups services (biomass provisioning, soil and sediment retention, water flow
 * regulation, flood control, biological control), the list holds the grouped services themselves, as the
 * ESVD export names them ("Soil erosion control services", "Crop provisioning services"); the group is
 * named in `source`. "Ecosystem and species appreciation" (SEEA EA: flows related to non-use values) sits
 * under cultural services. Names marked observed appear verbatim in the ESVD export's SEEA column.
 *
 * Real ESVD records also name a group itself ("Biomass provisioning services") and the two components SEEA EA
 * gives water purification ("Retention and breakdown of nutrients", "Retention and breakdown of other
 * pollutants"). They come last in their type, so the codes the earlier entries have kept stay theirs.
 */
const seeaSource = 'SEEA EA (2021) reference list of ecosystem services, table 6.3';

const types: [name: string, services: [name: string, group?: string, observed?: boolean][]][] = [
  [
    'Provisioning services',
    [
      ['Crop provisioning services', 'Biomass provisioning services', true],
      ['Grazed biomass provisioning services', 'Biomass provisioning services', true],
      ['Livestock provisioning services', 'Biomass provisioning services'],
      ['Aquaculture provisioning services', 'Biomass provisioning services'],
      ['Wood provisioning services', 'Biomass provisioning services', true],
      ['Wild fish and other natural aquatic biomass provisioning services', 'Biomass provisioning services'],
      ['Wild animals, plants and other biomass provisioning services', 'Biomass provisioning services', true],
      ['Genetic material services'],
      ['Water supply', undefined, true],
      ['Other provisioning services', undefined, true],
      ['Biomass provisioning services', undefined, true],
    ],
  ],
  [
    'Regulating and maintenance services',
    [
      ['Global climate regulation services', undefined, true],
      ['Rainfall pattern regulation services'],
      ['Local (micro and meso) climate regulation services'],
      ['Air filtration services'],
      ['Soil quality regulation services'],
      ['Soil erosion control services', 'Soil and sediment retention services', true],
      ['Landslide mitigation services', 'Soil and sediment retention services'],
      ['Solid waste remediation services'],
      ['Water purification services'],
      ['Baseline flow maintenance services', 'Water flow regulation services'],
      ['Peak flow mitigation services', 'Water flow regulation services'],
      ['Coastal protection services', 'Flood control services'],
      ['River flood mitigation services', 'Flood control services'],
      ['Storm mitigation services'],
      ['Noise attenuation services'],
      ['Pollination services'],
      ['Pest control services', 'Biological control services'],
      ['Disease control services', 'Biological control services'],
      ['Nursery population and habitat maintenance services'],
      ['Other regulating and maintenance services'],
      ['Retention and breakdown of nutrients', 'Water purification services', true],
      ['Retention and breakdown of other pollutants', 'Water purification services', true],
    ],
  ],
  [
    'Cultural services',
    [
      ['Recreation-related services', undefined, true],
      ['Visual amenity services'],
      ['Education, scientific and research services'],
      ['Spiritual, artistic and symbolic services'],
      ['Other cultural services'],
      ['Ecosystem and species appreciation', 'Flows related to non-use values'],
    ],
  ],
];

export const seeaEntries: ReferenceSeedEntry[] = types.flatMap(([typeName, services], typeIndex) => {
  const typeCode = String(typeIndex + 1);
  return [
    { code: typeCode, label: typeName, source: seeaSource },
    ...services.map(([name, group, observed], index) => ({
      code: `${typeCode}.${index + 1}`,
      label: name,
      parentPath: typeCode,
      source: [seeaSource, group && `component of ${group}`, observed && 'name seen in the ESVD export']
        .filter(Boolean)
        .join('; '),
    })),
  ];
});
