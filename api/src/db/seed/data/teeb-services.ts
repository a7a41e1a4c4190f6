import type { ReferenceSeedEntry } from '../hierarchy.ts';
import { tableRows } from './table.ts';

/**
 * TEEB ecosystem services with ESVD's numeric codes (level 1) and ESVD sub-services (level 2).
 *
 * Services 1-23: names and codes seen in the ESVD export (codes 1,2,3,5,8,9,11,12,13,19,22,23) and
 * otherwise in TEEB (2010) order, as /work/shared/data/classifications/teeb_services_esvd_codes.csv states;
 * 23 is ESVD's addition to TEEB.
 */
const services = `
1|Food|observed
2|Water|observed
3|Raw materials|observed
4|Genetic resources
5|Medicinal resources|observed
6|Ornamental resources
7|Air quality regulation
8|Climate regulation|observed
9|Moderation of extreme events|observed
10|Regulation of water flows
11|Waste treatment|observed
12|Erosion prevention|observed
13|Maintenance of soil fertility|observed
14|Pollination
15|Biological control
16|Maintenance of life cycles of migratory species
17|Maintenance of genetic diversity
18|Aesthetic information
19|Opportunities for recreation and tourism|observed
20|Inspiration for culture, art and design
21|Spiritual experience
22|Information for cognitive development|observed
23|Existence, bequest values|observed
`;

/**
 * Sub-services in the ESVD's own form, which the export's `TEEB_SubES` writes: the service code followed by one
 * digit (191 is sub-service 1 of service 19, 14 sub-service 4 of service 1). So a sub-service's code can equal a
 * service's (sub-service 11, Fish, beside service 11, Waste treatment): codes are unique among siblings, and the
 * path ("1/11", "11") tells them apart. Codes and names are the TEEB Valuation Database's sub-service list that the
 * ESVD took over (de Groot et al. 2012), as a public ESVD-based database lists it (github.com/tahmid-tf/BFESVD,
 * "TEEB SubES Codes"); names verbatim but for one typo ("animanls"). Numbers are not consecutive: there is no 24.
 * Marked observed: codes of real ESVD export rows (13, 14, 21-23, 32, 34, 36 and 81, 121, 191 in the shared
 * classification notes; 16, 25, 26, 37, 38, 94, 134 and 194 in real records entered through the product).
 */
const subServices = `
11|Fish
12|Meat
13|Plants / vegetable food|observed
14|NTFPs [food only!]|observed
15|Food [unspecified]
16|Other|observed
21|Drinking water|observed
22|Industrial water|observed
23|Water Other|observed
25|Irrigation water [unnatural]|observed
26|Water [unspecified]|observed
31|Fibers
32|Timber|observed
33|Fuel wood and charcoal
34|Fodder|observed
35|Fertiliser
36|Other Raw|observed
37|Raw materials [unspecified]|observed
38|Sand, rock, gravel|observed
39|Biomass fuels
41|Plant genetic resources
42|Animal genetic resources
43|Genetic resources [unspecified]
51|Biochemicals
52|Models
53|Test-organisms
54|Bioprospecting
61|Decorative Plants
62|Fashion
63|Decorations / Handicrafts
64|Pets and captive animals
71|Capturing fine dust
72|Air quality regulation [unspecified]
73|UVb-protection
81|C-sequestration|observed
82|MDS-production
83|Climate regulation [unspecified]
84|Microclimate regulation
85|Gas regulation
91|Storm protection
92|Flood prevention
93|Fire Prevention
94|Prevention of extreme events [unspecified]|observed
101|Drainage
102|River discharge
103|Natural irrigation
104|Water regulation [unspecified]
111|Water purification
112|Soil detoxification
113|Abatement of noise
114|Waste treatment [unspecified]
121|Erosion prevention|observed
131|Maintenance of soil structure
132|Deposition of nutrients
133|Soil formation
134|Nutrient cycling|observed
141|Pollination of crops
142|Pollination of wild plants
143|Pollination [unspecified]
151|Seed dispersal
152|Pest control
153|Disease control
154|Biological Control [unspecified]
161|Nursery service
162|Refugia for migratory and resident species
171|Biodiversity protection
181|Attractive landscapes
191|Recreation|observed
192|Tourism
193|Ecotourism
194|Hunting / fishing|observed
201|Artistic inspiration
202|Cultural use
203|Inspiration [unspecified]
211|Spiritual / Religious use
221|Science / Research
222|Education
223|Cognitive [unspecified]
231|Existence value
232|Bequest value
`;

const serviceSource = 'TEEB (2010) ecosystem service typology; ESVD TEEB_ES code';
const subServiceSource =
  'ESVD TEEB sub-service (TEEB Valuation Database list, de Groot et al. 2012); code as the export TEEB_SubES writes it';

/** The service a sub-service code belongs to: all but its last digit ("191" -> "19"). */
const teebServiceOfSubService = (code: string): string => code.slice(0, -1);

export const teebServiceEntries: ReferenceSeedEntry[] = [
  ...tableRows(services).map(([code, label, observed]) => ({
    code,
    label,
    source: observed ? `${serviceSource}; code and name seen in the ESVD export` : serviceSource,
  })),
  ...tableRows(subServices).map(([code, label, observed]) => ({
    code,
    label,
    parentPath: teebServiceOfSubService(code),
    source: observed ? `${subServiceSource}; code seen in ESVD export rows` : subServiceSource,
  })),
];
