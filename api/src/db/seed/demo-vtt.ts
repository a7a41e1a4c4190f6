import type { EntityManager } from '@mikro-orm/postgresql';
import { VttBiome, VttSubBiome, VttVariable, VttVariableDetail } from '../../modules/vtt/index.ts';

/** Every detail's remark says so: these numbers are made up to show how the calculator works. */
export const illustrativeRemark =
  'Illustrative: a made-up coefficient and range for the demonstration installation, not an estimated value function.';

const variables = {
  area: ['Site area (ha)', 'The area of the site to value, in hectares.'],
  gdp: ['GDP per capita (Int$)', "The country's gross domestic product per person, in international dollars."],
  population: ['Population density (people/km²)', 'People living within 50 km of the site, per square kilometre.'],
  protectedArea: ['Protected area share (%)', 'The share of the site under legal protection, in percent.'],
  africa: ['Africa', 'The site lies in Africa.'],
  asiaPacific: ['Asia and the Pacific', 'The site lies in Asia or the Pacific.'],
  americas: ['Latin America and the Caribbean', 'The site lies in Latin America or the Caribbean.'],
  moist: ['Moist forest', 'The forest is a moist (rain) forest.'],
  dry: ['Dry forest', 'The forest is a dry or deciduous forest.'],
  freshwater: ['Freshwater wetland', 'A freshwater marsh, swamp or floodplain.'],
  peatland: ['Peatland', 'A bog or fen on peat soils.'],
} as const;

type VariableName = keyof typeof variables;

interface DetailSeed {
  variable: VariableName;
  subBiome?: 'region' | 'forestType' | 'wetlandType';
  coefficient: number;
  sampleMean: number;
  min: number;
  max: number;
  isTransformation?: boolean;
}

const regions = (africa: number, asiaPacific: number, americas: number): DetailSeed[] => [
  { variable: 'africa', subBiome: 'region', coefficient: africa, sampleMean: 0.3, min: 0, max: 1 },
  { variable: 'asiaPacific', subBiome: 'region', coefficient: asiaPacific, sampleMean: 0.4, min: 0, max: 1 },
  { variable: 'americas', subBiome: 'region', coefficient: americas, sampleMean: 0.3, min: 0, max: 1 },
];

const biomes: {
  name: string;
  constantValue: number;
  lowerBoundFactor: number;
  upperBoundFactor: number;
  showForUserCalculations: boolean;
  details: DetailSeed[];
}[] = [
  {
    name: 'Tropical forests (illustrative)',
    constantValue: 3.2,
    lowerBoundFactor: 0.55,
    upperBoundFactor: 1.45,
    showForUserCalculations: true,
    details: [
      ...regions(-0.25, 0.1, 0.2),
      { variable: 'moist', subBiome: 'forestType', coefficient: 0.3, sampleMean: 0.6, min: 0, max: 1 },
      { variable: 'dry', subBiome: 'forestType', coefficient: -0.15, sampleMean: 0.4, min: 0, max: 1 },
      { variable: 'area', coefficient: -0.22, sampleMean: 2_500, min: 1, max: 1_000_000, isTransformation: true },
      { variable: 'gdp', coefficient: 0.45, sampleMean: 9_800, min: 600, max: 120_000, isTransformation: true },
      { variable: 'population', coefficient: 0.12, sampleMean: 85, min: 0.1, max: 5_000, isTransformation: true },
      { variable: 'protectedArea', coefficient: 0.004, sampleMean: 35, min: 0, max: 100 },
    ],
  },
  {
    name: 'Inland wetlands (illustrative)',
    constantValue: 2.6,
    lowerBoundFactor: 0.5,
    upperBoundFactor: 1.6,
    showForUserCalculations: true,
    details: [
      ...regions(-0.3, 0.05, 0.15),
      { variable: 'freshwater', subBiome: 'wetlandType', coefficient: 0.25, sampleMean: 0.7, min: 0, max: 1 },
      { variable: 'peatland', subBiome: 'wetlandType', coefficient: -0.1, sampleMean: 0.3, min: 0, max: 1 },
      { variable: 'area', coefficient: -0.3, sampleMean: 1_200, min: 0.5, max: 500_000, isTransformation: true },
      { variable: 'gdp', coefficient: 0.52, sampleMean: 14_000, min: 600, max: 120_000, isTransformation: true },
      { variable: 'population', coefficient: 0.18, sampleMean: 140, min: 0.1, max: 8_000, isTransformation: true },
    ],
  },
  {
    // Hidden from visitors and users: the administrators see how a biome in preparation behaves.
    name: 'Coral reefs (illustrative, not shown to users)',
    constantValue: 4.1,
    lowerBoundFactor: 0.4,
    upperBoundFactor: 1.8,
    showForUserCalculations: false,
    details: [
      ...regions(-0.2, 0.25, 0.1),
      { variable: 'area', coefficient: -0.18, sampleMean: 900, min: 1, max: 300_000, isTransformation: true },
      { variable: 'gdp', coefficient: 0.38, sampleMean: 11_000, min: 600, max: 120_000, isTransformation: true },
    ],
  },
];

/**
 * An illustrative value transfer tool setup for the demonstration installation (spec 001 §3): three biomes (one
 * hidden from users), the sub biomes Region, Forest type and Wetland type whose variables are alternatives, and
 * standalone variables such as site area and GDP per capita. The numbers are made up, and every remark says so.
 */
export async function seedDemoVtt(em: EntityManager): Promise<void> {
  const variableEntities = new Map(
    (Object.entries(variables) as [VariableName, readonly [string, string]][]).map(([key, [name, description]]) => [
      key,
      em.create(VttVariable, { name, description }),
    ]),
  );
  const subBiomes = {
    region: em.create(VttSubBiome, { name: 'Region' }),
    forestType: em.create(VttSubBiome, { name: 'Forest type' }),
    wetlandType: em.create(VttSubBiome, { name: 'Wetland type' }),
  };
  for (const { details, ...biome } of biomes) {
    const vttBiome = em.create(VttBiome, biome);
    for (const { variable, subBiome, isTransformation = false, ...numbers } of details) {
      em.create(VttVariableDetail, {
        ...numbers,
        vttBiome,
        vttVariable: variableEntities.get(variable)!,
        vttSubBiome: subBiome ? subBiomes[subBiome] : null,
        isTransformation,
        remarksText: illustrativeRemark,
      });
    }
  }
  await em.flush();
}
