import type { ReferenceSeedEntry } from '../hierarchy.ts';
import { dottedParentPath } from './table.ts';

/**
 * The ESVD 2.0 biome / ecozone / ecosystem classification: biomes "5" (level 1), ecozones "5.3"
 * (level 2), ecosystems "5.3.1" (level 3). ESVD built it on the FAO Global Ecological Zones (2015) and
 * the IUCN Global Ecosystem Typology 2.0 (esvd.info/classifications).
 *
 * Entries marked observed (null in the third position) are the 56 codes and names seen in real ESVD
 * export rows (/work/shared/data/classifications/esvd2_biome_ecozone_ecosystem_codes_observed.csv).
 * No public copy of the full classification was found, so the rest is reconstructed and says so in
 * `source`: the observed codes show ecozones and ecosystems numbered in the order of the IUCN GET
 * functional groups they match (8.1, 8.2 = T3.1, T3.2; 9.5 = T4.5; 11.4, 11.5 = T6.4, T6.5; 1.1.2, 1.1.3 =
 * M1.2, M1.3; 2.1.1, 2.1.3 = MT1.1, MT1.3; 2.4.2, 2.4.3 = MFT1.2, MFT1.3), so the gaps are filled with
 * the IUCN groups in those positions. Biomes 12 and 14 were never seen; 12 is taken as the subterranean
 * realm (IUCN S1, SF1: the next IUCN realm after polar-alpine T6) and 14 as the anthropogenic aquatic
 * systems (F3, M4) that sit with the other anthropogenic biomes 13 (T7) and 15 (T7.4).
 *
 * statsReady: every biome and ecozone observed in the real export (13 biomes, 24 ecozones) is ready for
 * summary statistics; reconstructed entries are not until an administrator says so.
 */
type Row = [code: string, name: string, alignedWith: string | null];

const rows: Row[] = [
  ['1', 'Marine', null],
  ['1.1', 'Shelf sea and coral reefs', null],
  ['1.1.1', 'Seagrass meadows', 'M1.1'],
  ['1.1.2', 'Kelp forests', null],
  ['1.1.3', 'Coral reefs', null],
  ['1.1.4', 'Shellfish beds and reefs', 'M1.4'],
  ['1.1.5', 'Photo-limited marine animal forests', 'M1.5'],
  ['1.1.6', 'Subtidal rocky reefs', 'M1.6'],
  ['1.1.7', 'Subtidal sand beds', 'M1.7'],
  ['1.1.8', 'Subtidal mud plains', 'M1.8'],
  ['1.1.9', 'Upwelling zones', 'M1.9'],
  ['1.2', 'Open ocean (pelagic waters)', 'M2'],
  ['1.3', 'Deep sea floors', 'M3'],
  ['2', 'Coastal systems', null],
  ['2.1', 'Shorelines', null],
  ['2.1.1', 'Rocky shorelines', null],
  ['2.1.2', 'Muddy shorelines', 'MT1.2'],
  ['2.1.3', 'Sandy shorelines', null],
  ['2.1.4', 'Boulder and cobble shorelines', 'MT1.4'],
  ['2.2', 'Supralittoral coastal systems', 'MT2'],
  ['2.2.1', 'Coastal shrublands, grasslands and dunes', 'MT2.1'],
  ['2.3', 'Coastal inlets', null],
  ['2.3.1', 'Deepwater coastal inlets', 'FM1.1'],
  ['2.3.2', 'Riverine estuaries and bays', null],
  ['2.3.3', 'Coastal lagoons', 'FM1.3'],
  ['2.4', 'Coastal wetlands and river deltas', null],
  ['2.4.1', 'Coastal river deltas', 'MFT1.1'],
  ['2.4.2', 'Mangroves', null],
  ['2.4.3', 'Coastal salt marshes and reedbeds', null],
  ['3', 'Inland wetlands', null],
  ['3.1', 'Tropical flooded forests and peat forests', 'TF1.1'],
  ['3.2', 'Marshes and swamps', null],
  ['3.3', 'Seasonal floodplain marshes', null],
  ['3.4', 'Episodic arid floodplains', 'TF1.5'],
  ['3.5', 'Peat bogs and fens', 'TF1.6, TF1.7'],
  ['4', 'Rivers and lakes', null],
  ['4.1', 'Rivers and streams', null],
  ['4.2', 'Freshwater lakes', null],
  ['4.3', 'Saline lakes', 'F2.6, F2.7'],
  ['5', 'Tropical and subtropical forests', null],
  ['5.1', 'Tropical and subtropical lowland rain forests', null],
  ['5.1.1', 'Tropical rain forests', null],
  ['5.1.2', 'Tropical moist forests', null],
  ['5.2', 'Tropical and subtropical dry forests', null],
  ['5.2.1', 'Tropical dry forests', null],
  ['5.2.2', 'Subtropical dry forests', null],
  ['5.3', 'Tropical and subtropical mountain forests', null],
  ['5.3.1', 'Tropical cloud forests', null],
  ['5.3.2', 'Subtropical mountain forests', null],
  ['5.4', 'Tropical heath forests', 'T1.4'],
  ['6', 'Temperate forests and woodlands', null],
  ['6.1', 'Temperate rain or evergreen forests', null],
  ['6.1.1', 'Cool temperate moist forests', null],
  ['6.1.2', 'Warm temperate rainforests', null],
  ['6.2', 'Temperate deciduous forests', 'T2.2'],
  ['6.3', 'Temperate pyric forests and woodlands', 'T2.5, T2.6'],
  ['7', 'Boreal and montane forests and woodlands', null],
  ['7.1', 'Boreal forests and woodlands', 'T2.1'],
  ['7.2', 'High mountain forests', null],
  ['8', 'Shrublands and shrubby woodlands', null],
  ['8.1', 'Seasonally dry tropical shrublands', null],
  ['8.2', 'Seasonally dry temperate heath and shrublands', null],
  ['8.3', 'Cool temperate heathlands', 'T3.3'],
  ['8.4', 'Rocky pavements, screes and lava flows', 'T3.4'],
  ['9', 'Rangelands, natural grasslands and savannas', null],
  ['9.1', 'Tropical and sub-tropical savannas', null],
  ['9.2', 'Pyric tussock savannas', 'T4.2'],
  ['9.3', 'Hummock savannas', 'T4.3'],
  ['9.4', 'Temperate woodlands and wooded grasslands', 'T4.4'],
  ['9.5', 'Temperate subhumid grasslands', null],
  ['10', 'Deserts and semi-deserts', null],
  ['10.1', 'Semi-deserts', null],
  ['10.2', 'True deserts', null],
  ['11', 'Polar-alpine', null],
  ['11.1', 'Ice sheets, glaciers and perennial snowfields', 'T6.1'],
  ['11.2', 'Polar-alpine rocky outcrops', 'T6.2'],
  ['11.3', 'Polar tundra and deserts', 'T6.3'],
  ['11.4', 'Temperate alpine meadows and shrublands', null],
  ['11.5', 'Tropical alpine grasslands and herbfields', null],
  ['12', 'Subterranean systems', 'S1, SF1'],
  ['12.1', 'Caves and subterranean lithic systems', 'S1'],
  ['12.2', 'Subterranean freshwaters and groundwater ecosystems', 'SF1'],
  ['13', 'Intensive land use', null],
  ['13.1', 'Annual cropland', null],
  ['13.1.1', 'Intensive annual cropland', 'T7.1'],
  ['13.1.2', 'Extensive annual cropland', null],
  ['13.2', 'Intensive livestock pastures', 'T7.2'],
  ['13.3', 'Derived semi-natural pastures and oldfields', 'T7.5'],
  ['13.4', 'Perennial monoculture', null],
  ['13.4.1', 'Plantations', null],
  ['13.4.2', 'Orchards and vineyards', 'T7.3'],
  ['14', 'Artificial aquatic systems', 'F3, M4'],
  ['14.1', 'Artificial fresh waters', 'F3'],
  ['14.1.1', 'Large reservoirs', 'F3.1'],
  ['14.1.2', 'Constructed wetlands', 'F3.2'],
  ['14.1.3', 'Rice paddies', 'F3.3'],
  ['14.1.4', 'Freshwater aquafarms', 'F3.4'],
  ['14.1.5', 'Canals, ditches and drains', 'F3.5'],
  ['14.2', 'Anthropogenic marine systems', 'M4'],
  ['14.2.1', 'Submerged artificial structures', 'M4.1'],
  ['14.2.2', 'Marine aquafarms', 'M4.2'],
  ['15', 'Urban and industrial areas', null],
  ['15.1', 'Urban green and blue infrastructure', null],
  ['15.1.1', 'Urban parks and forests', null],
  ['15.1.2', 'Urban gardens, street trees and green roofs', 'T7.4'],
  ['15.1.3', 'Urban lakes, ponds, wetlands', null],
];

const observedSource = 'ESVD 2.0 classification; code and name seen in the ESVD export';

export const esvd2BiomeEntries: ReferenceSeedEntry[] = rows.map(([code, name, alignedWith]) => {
  const observed = alignedWith === null;
  return {
    code,
    label: name,
    parentPath: dottedParentPath(code),
    source: observed
      ? observedSource
      : `ESVD 2.0 classification, reconstructed: not seen in the ESVD export; aligned with IUCN GET ${alignedWith}`,
    extra: { statsReady: observed && code.split('.').length <= 2 },
  };
});
