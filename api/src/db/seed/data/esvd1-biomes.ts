import type { ReferenceSeedEntry } from '../hierarchy.ts';

/**
 * The ESVD 1.0 biome / ecosystem classification (TEEB-based; still used by the valuation studies list):
 * 15 biomes (level 1, codes 1-15) and their ecosystems (level 2, `<biome>.<n>`). The 15 biome names follow
 * the ESVD 1.0 / TEEB valuation database (de Groot et al. 2012 extended with deserts, tundra, ice and rock,
 * cultivated and urban areas, esvd.info/classifications: "15 biomes"). No public machine-readable copy of
 * the ecosystem level was found; those names are reconstructed from the ecosystem types that TEEB and
 * ESVD 1.0 publications use, and say so in `source`.
 */
const biomes: [name: string, ecosystems: string[]][] = [
  ['Marine', ['Open ocean', 'Deep sea', 'Shelf sea', 'Seagrass beds', 'Kelp forests']],
  ['Coastal systems', ['Estuaries', 'Lagoons', 'Beaches and sand dunes', 'Rocky shores', 'Small islands']],
  ['Coastal wetlands', ['Mangroves', 'Tidal marshes and salt marshes', 'Mudflats']],
  ['Coral reefs', ['Coral reefs', 'Atolls']],
  ['Inland wetlands', ['Floodplains', 'Swamps and marshes', 'Peatlands and bogs', 'Riparian wetlands']],
  ['Rivers and lakes', ['Rivers and streams', 'Lakes', 'Reservoirs']],
  [
    'Tropical forests',
    ['Tropical rain forests', 'Tropical dry forests', 'Tropical cloud forests', 'Tropical swamp forests'],
  ],
  [
    'Temperate and boreal forests',
    ['Temperate deciduous forests', 'Temperate coniferous forests', 'Temperate rain forests', 'Boreal forests'],
  ],
  [
    'Woodlands and shrublands',
    ['Mediterranean woodlands and scrub', 'Heathlands', 'Tropical dry woodlands', 'Temperate woodlands'],
  ],
  ['Grasslands', ['Savannas', 'Temperate grasslands and steppes', 'Montane grasslands', 'Rangelands']],
  ['Deserts', ['Hot deserts', 'Cold deserts', 'Semi-deserts']],
  ['Tundra', ['Arctic tundra', 'Alpine tundra']],
  ['Ice, rock and polar', ['Glaciers and ice sheets', 'Rock and scree']],
  ['Cultivated areas', ['Cropland', 'Pastures', 'Plantations', 'Agroforestry', 'Orchards', 'Rice paddies']],
  [
    'Urban green and blue infrastructure',
    ['Urban parks', 'Urban forests', 'Urban wetlands and water bodies', 'Green roofs and gardens'],
  ],
];

const biomeSource = 'ESVD 1.0 / TEEB valuation database biome (15 biomes, esvd.info/classifications)';
const ecosystemSource = 'ESVD 1.0 ecosystem type, reconstructed from TEEB and ESVD 1.0 publications';

export const esvd1BiomeEntries: ReferenceSeedEntry[] = biomes.flatMap(([name, ecosystems], biomeIndex) => {
  const biomeCode = String(biomeIndex + 1);
  return [
    { code: biomeCode, label: name, source: biomeSource },
    ...ecosystems.map((ecosystem, index) => ({
      code: `${biomeCode}.${index + 1}`,
      label: ecosystem,
      parentPath: biomeCode,
      source: ecosystemSource,
    })),
  ];
});
