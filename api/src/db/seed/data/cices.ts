import type { ReferenceSeedEntry } from '../hierarchy.ts';
import { dottedParentPath, tableRows } from './table.ts';

/**
 * CICES V5.1 (Haines-Young & Potschin 2018, cices.eu): 6 sections, their divisions, groups and all 90
 * classes. The 63 classes in /work/shared/data/classifications/cices_v5.1_classes_partial.csv (all biotic
 * classes and the 4 abiotic water classes 4.2.x.x) are copied from it verbatim, spacing included; the
 * other 27 abiotic classes and every section, division and group name are transcribed from the published
 * V5.1 structure. "Other" entries keep the spreadsheet's X codes (1.3.X.X) under a group 1.3.X.
 */
const classSource =
  'CICES V5.1 class, from the official spreadsheet (Finalised-V5.1_18032018.xlsx) as transcribed in the shared CSV';
const transcribedSource = 'CICES V5.1 (Haines-Young & Potschin 2018), transcribed from the published V5.1 structure';

const hierarchy = `
1|Provisioning (Biotic)
1.1|Biomass
1.1.1|Cultivated terrestrial plants for nutrition, materials or energy
1.1.1.1|Cultivated terrestrial plants (including fungi, algae) grown for nutritional purposes
1.1.1.2|Fibres and other materials from cultivated plants, fungi, algae and bacteria for direct use or processing  (excluding genetic materials)
1.1.1.3|Cultivated plants (including fungi, algae) grown as a source of  energy
1.1.2|Cultivated aquatic plants for nutrition, materials or energy
1.1.2.1|Plants cultivated by in- situ aquaculture  grown for nutritional purposes
1.1.2.2|Fibres and other materials from in-situ aquaculture for direct use or processing  (excluding genetic materials)
1.1.2.3|Plants cultivated by in- situ aquaculture grown as an energy source
1.1.3|Reared animals for nutrition, materials or energy
1.1.3.1|Animals reared  for nutritional purposes
1.1.3.2|Fibres and other materials from reared animals for direct use or processing (excluding genetic materials)
1.1.3.3|Animals reared to provide energy (including mechanical)
1.1.4|Reared aquatic animals for nutrition, materials or energy
1.1.4.1|Animals reared by in-situ aquaculture for nutritional purposes
1.1.4.2|Fibres and other materials from animals grown by in-situ aquaculture for direct use or processing  (excluding genetic materials)
1.1.4.3|Animals reared by in-situ aquaculture as an energy source
1.1.5|Wild plants (terrestrial and aquatic) for nutrition, materials or energy
1.1.5.1|Wild plants (terrestrial and aquatic, including fungi, algae) used for nutrition
1.1.5.2|Fibres and other materials from wild plants for direct use or processing  (excluding genetic materials)
1.1.5.3|Wild plants (terrestrial and aquatic, including fungi, algae) used as a source of energy
1.1.6|Wild animals (terrestrial and aquatic) for nutrition, materials or energy
1.1.6.1|Wild animals (terrestrial and aquatic) used for nutritional purposes
1.1.6.2|Fibres and other materials from wild animals for direct use or processing (excluding genetic materials)
1.1.6.3|Wild animals (terrestrial and aquatic)  used as a source of energy
1.2|Genetic material from all biota (including seed, spore or gamete production)
1.2.1|Genetic material from plants, algae or fungi
1.2.1.1|Seeds, spores and other plant materials collected for maintaining or establishing a population
1.2.1.2|Higher and lower plants (whole organisms) used to breed new strains or varieties
1.2.1.3|Individual genes extracted from higher and lower plants for the design and construction of new biological entities
1.2.2|Genetic material from animals
1.2.2.1|Animal material collected for the purposes of maintaining or establishing a population
1.2.2.2|Wild animals  (whole organisms) used to breed  new strains or varieties
1.2.2.3|Individual genes extracted from organisms  for the design and construction of new biological entities
1.3|Other types of provisioning service from biotic sources
1.3.X|Other types of provisioning service from biotic sources
1.3.X.X|Other
2|Regulation & Maintenance (Biotic)
2.1|Transformation of biochemical or physical inputs to ecosystems
2.1.1|Mediation of wastes or toxic substances of anthropogenic origin by living processes
2.1.1.1|Bio-remediation by micro-organisms, algae, plants, and animals
2.1.1.2|Filtration/sequestration/storage/accumulation by micro-organisms, algae, plants, and animals
2.1.2|Mediation of nuisances of anthropogenic origin
2.1.2.1|Smell reduction
2.1.2.2|Noise attenuation
2.1.2.3|Visual screening
2.2|Regulation of physical, chemical, biological conditions
2.2.1|Regulation of baseline flows and extreme events
2.2.1.1|Control of erosion rates
2.2.1.2|Buffering and attenuation of mass movement
2.2.1.3|Hydrological cycle and water flow regulation (Including flood control, and coastal protection)
2.2.1.4|Wind protection
2.2.1.5|Fire protection
2.2.2|Lifecycle maintenance, habitat and gene pool protection
2.2.2.1|Pollination (or 'gamete' dispersal in a marine context)
2.2.2.2|Seed dispersal
2.2.2.3|Maintaining nursery populations and habitats (Including gene pool protection)
2.2.3|Pest and disease control
2.2.3.1|Pest control (including invasive species)
2.2.3.2|Disease control
2.2.4|Regulation of soil quality
2.2.4.1|Weathering processes and their effect on soil quality
2.2.4.2|Decomposition and fixing processes and their effect on soil quality
2.2.5|Water conditions
2.2.5.1|Regulation of the chemical condition of freshwaters by living processes
2.2.5.2|Regulation of the chemical condition of salt waters by living processes
2.2.6|Atmospheric composition and conditions
2.2.6.1|Regulation of chemical composition of atmosphere and oceans
2.2.6.2|Regulation of temperature and humidity, including ventilation and transpiration
2.3|Other types of regulation and maintenance service by living processes
2.3.X|Other types of regulation and maintenance service by living processes
2.3.X.X|Other
3|Cultural (Biotic)
3.1|Direct, in-situ and outdoor interactions with living systems that depend on presence in the environmental setting
3.1.1|Physical and experiential interactions with natural environment
3.1.1.1|Characteristics of living systems that that enable activities promoting health, recuperation or enjoyment through active or immersive interactions
3.1.1.2|Characteristics of living systems that enable activities promoting health, recuperation or enjoyment through passive or observational interactions
3.1.2|Intellectual and representative interactions with natural environment
3.1.2.1|Characteristics of living systems that enable scientific investigation or the creation of traditional ecological knowledge
3.1.2.2|Characteristics of living systems that enable education and training
3.1.2.3|Characteristics of living systems that are resonant in terms of culture or heritage
3.1.2.4|Characteristics of living systems that enable aesthetic experiences
3.2|Indirect, remote, often indoor interactions with living systems that do not require presence in the environmental setting
3.2.1|Spiritual, symbolic and other interactions with natural environment
3.2.1.1|Elements of living systems that have symbolic meaning
3.2.1.2|Elements of living systems that have sacred or religious meaning
3.2.1.3|Elements of living systems used for entertainment or representation
3.2.2|Other biotic characteristics that have a non-use value
3.2.2.1|Characteristics or features of living systems that have an existence value
3.2.2.2|Characteristics or features of living systems that have an option or bequest value
3.3|Other characteristics of living systems that have cultural significance
3.3.X|Other characteristics of living systems that have cultural significance
3.3.X.X|Other
4|Provisioning (Abiotic)
4.2|Water
4.2.1|Surface water used for nutrition, materials or energy
4.2.1.1|Surface water for drinking
4.2.1.2|Surface water used as a material (non-drinking purposes)
4.2.1.3|Freshwater surface water used as an energy source
4.2.1.4|Coastal and marine water used as energy source
4.2.2|Ground water for used for nutrition, materials or energy
4.2.2.1|Ground (and subsurface) water for drinking
4.2.2.2|Ground water (and subsurface)  used as a material (non-drinking purposes)
4.2.2.3|Ground water (and subsurface) used as an energy source
4.2.X|Other aqueous ecosystem outputs
4.2.X.X|Other aqueous ecosystem outputs
4.3|Non-aqueous natural abiotic ecosystem outputs
4.3.1|Mineral substances used for nutrition, materials or energy
4.3.1.1|Mineral substances used for nutritional purposes
4.3.1.2|Mineral substances used for material purposes
4.3.1.3|Mineral substances used as an energy source
4.3.2|Non-mineral substances or ecosystem properties used for nutrition, materials or energy
4.3.2.1|Non-mineral substances or ecosystem properties used for nutritional purposes
4.3.2.2|Non-mineral substances used for materials
4.3.2.3|Wind energy
4.3.2.4|Solar energy
4.3.2.5|Geothermal
4.3.X|Other mineral or non-mineral substances or ecosystem properties used for nutrition, materials or energy
4.3.X.X|Other mineral or non-mineral substances or ecosystem properties used for nutrition, materials or energy
5|Regulation & Maintenance (Abiotic)
5.1|Transformation of biochemical or physical inputs to ecosystems
5.1.1|Mediation of waste, toxics and other nuisances by non-living processes
5.1.1.1|Dilution by freshwater and marine ecosystems
5.1.1.2|Dilution by atmosphere
5.1.1.3|Mediation by other chemical or physical means (e.g. via Filtration, sequestration, storage or accumulation)
5.1.2|Mediation of nuisances of anthropogenic origin
5.1.2.1|Mediation of nuisances by abiotic structures or processes
5.2|Regulation of physical, chemical, biological conditions
5.2.1|Regulation of baseline flows and extreme events
5.2.1.1|Mass flows
5.2.1.2|Liquid flows
5.2.1.3|Gaseous flows
5.2.2|Maintenance of physical, chemical, abiotic conditions
5.2.2.1|Maintenance and regulation by inorganic natural chemical and physical processes
5.3|Other type of regulation and maintenance service by abiotic processes
5.3.X|Other type of regulation and maintenance service by abiotic processes
5.3.X.X|Other
6|Cultural (Abiotic)
6.1|Direct, in-situ and outdoor interactions with natural physical systems that depend on presence in the environmental setting
6.1.1|Physical and experiential interactions with natural abiotic components of the environment
6.1.1.1|Natural, abiotic characteristics of nature that enable active or passive physical and experiential interactions
6.1.2|Intellectual and representative interactions with abiotic components of the natural environment
6.1.2.1|Natural, abiotic characteristics of nature that enable intellectual interactions
6.2|Indirect, remote, often indoor interactions with physical systems that do not require presence in the environmental setting
6.2.1|Spiritual, symbolic and other interactions with the abiotic components of the natural environment
6.2.1.1|Natural, abiotic characteristics of nature that enable spiritual, symbolic and other interactions
6.2.2|Other abiotic characteristics that have a non-use value
6.2.2.1|Natural, abiotic characteristics or features of nature that have either an existence, option or bequest value
6.3|Other abiotic characteristics of nature that have cultural significance
6.3.X|Other abiotic characteristics of nature that have cultural significance
6.3.X.X|Other
`;

/** Classes copied from the shared CSV: every biotic class (sections 1-3) and the four 4.2.x.x water classes. */
const copiedFromCsv = (code: string) =>
  code.split('.').length === 4 &&
  (['1', '2', '3'].includes(code[0]) || ['4.2.1.1', '4.2.1.2', '4.2.2.1', '4.2.2.2'].includes(code));

export const cicesEntries: ReferenceSeedEntry[] = tableRows(hierarchy).map(([code, label]) => ({
  code,
  label,
  parentPath: dottedParentPath(code),
  source: copiedFromCsv(code) ? classSource : transcribedSource,
}));
