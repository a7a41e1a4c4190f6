// The vtt module: the value transfer tool's biomes, variables and their regressions.
export { VttBiome, VttSubBiome, VttVariable, VttVariableDetail } from './vtt.entity.ts';
export { VttService } from './vtt.service.ts';
