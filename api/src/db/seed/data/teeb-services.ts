import type { ReferenceSeedEntry } from '../hierarchy.ts';
import { parentCodeOf, tableRows } from './table.ts';

/**
 * TEEB ecosystem services with ESVD's numeric codes (level 1) and ESVD sub-services (level 2).
 *
 * Services 1-23: names and codes seen in the ESVD export (codes 1,2,3,5,8,9,11,12,13,19,22,23) and
 * otherwise in TEEB (2010) order, as /work/shared/data/classifications/teeb_services_esvd_codes.csv states;
 * 23 is ESVD's addition to TEEB.
 *
 * Sub-service codes: the export's `TEEB_SubES` writes the service code followed by one digit (191 under
 * 19, 14 under 1, 121 under 12). Written like that, "11" would be both a Food sub-service and the service
 * Waste treatment, and a list's codes must be unique; so a sub-service is stored as `<service>.<digit>`
 * ("19.1", "1.4", "12.1"). The export code is that code without the dot; back from the export, the last
 * digit is the sub-service number and what precedes it the service ("111" -> "11.1").
 * Sub-service names follow the TEEB (2010) examples for each service (de Groot et al. 2010, TEEB
 * Foundations ch. 1). Those whose code and meaning appear in ESVD export rows are marked observed: 1.3
 * crops, 1.4 non-timber forest products, 2.1-2.3 water, 3.2 timber, 3.4 fodder, 3.6 other raw materials
 * (housing poles), 8.1 carbon, 12.1 erosion, 19.1 recreation.
 */
const services = `
1|Food|observed
1.1|Fish and seafood
1.2|Meat (livestock and game)
1.3|Crops and vegetable food|observed
1.4|Non-timber forest products (wild foods)|observed
1.5|Other food products (honey, mushrooms, ...)
2|Water|observed
2.1|Drinking water|observed
2.2|Irrigation water|observed
2.3|Water for industry and energy (cooling, hydropower)|observed
3|Raw materials|observed
3.1|Fibres
3.2|Timber|observed
3.3|Fuelwood and charcoal
3.4|Fodder|observed
3.5|Fertiliser (manure, sediments)
3.6|Other raw materials (construction materials, thatch, reeds)|observed
4|Genetic resources
4.1|Genetic resources for crop and livestock improvement
4.2|Bioprospecting
5|Medicinal resources|observed
5.1|Biochemical and pharmaceutical products
5.2|Models and test organisms
5.3|Traditional medicines
6|Ornamental resources
6.1|Artisan work
6.2|Decorative plants
6.3|Pet animals
6.4|Fashion
7|Air quality regulation
7.1|Capturing fine dust and particulates
7.2|Removal of air pollutants
8|Climate regulation|observed
8.1|Carbon sequestration and storage|observed
8.2|Local climate regulation (temperature, rainfall)
9|Moderation of extreme events|observed
9.1|Storm protection
9.2|Flood prevention
9.3|Other extreme events (fire, drought, avalanches)
10|Regulation of water flows
10.1|Natural drainage
10.2|Drought prevention (baseflow maintenance)
11|Waste treatment|observed
11.1|Water purification
11.2|Assimilation of waste and pollutants
12|Erosion prevention|observed
12.1|Soil erosion control|observed
12.2|Sediment retention and landslide prevention
13|Maintenance of soil fertility|observed
13.1|Nutrient cycling
13.2|Soil formation
14|Pollination
14.1|Pollination of crops
14.2|Pollination of wild plants
15|Biological control
15.1|Pest control
15.2|Disease control
15.3|Seed dispersal
16|Maintenance of life cycles of migratory species
16.1|Nursery service (breeding and feeding habitat)
17|Maintenance of genetic diversity
17.1|Gene pool protection
18|Aesthetic information
18.1|Aesthetic landscape values and amenity
19|Opportunities for recreation and tourism|observed
19.1|Recreation|observed
19.2|Nature-based tourism
19.3|Recreational hunting and fishing
20|Inspiration for culture, art and design
20.1|Inspiration for culture, art and design
21|Spiritual experience
21.1|Spiritual and religious values
22|Information for cognitive development|observed
22.1|Education
22.2|Scientific research
23|Existence, bequest values|observed
23.1|Existence value
23.2|Bequest value
`;

const serviceSource = 'TEEB (2010) ecosystem service typology; ESVD TEEB_ES code';
const subServiceSource =
  'ESVD TEEB sub-service after the TEEB (2010) examples; code <service>.<n> = export TEEB_SubES <service><n>';

export const teebServiceEntries: ReferenceSeedEntry[] = tableRows(services).map(([code, label, observed]) => {
  const parentCode = parentCodeOf(code);
  const source = parentCode ? subServiceSource : serviceSource;
  return {
    code,
    label,
    parentCode,
    source: observed
      ? `${source}; ${parentCode ? 'code and meaning' : 'code and name'} seen in the ESVD export`
      : source,
  };
});
