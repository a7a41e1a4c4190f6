// The early-birds module: the users an administrator lets see new features first.
export { EarlyBird } from './early-bird.entity.ts';
export { EarlyBirdsService } from './early-birds.service.ts';
